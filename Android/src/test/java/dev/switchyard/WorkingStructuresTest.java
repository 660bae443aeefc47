package dev.switchyard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.switchyard.internal.pattern.Pattern;
import dev.switchyard.internal.pattern.PatternParser;
import dev.switchyard.internal.pattern.RouteUrl;
import dev.switchyard.internal.pattern.SegmentPattern;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The pattern engine's working structures, which other packages hold (a URL taken in, a parsed
 * pattern, a segment's captures found), have no public field that can be set, and a pattern's
 * lists refuse a change. Only intake's builder of a URL keeps public fields, and it is not what
 * intake hands on. (A URL's own lists are not wrapped: that cost a match 5-10%, RouteUrl says.)
 */
class WorkingStructuresTest {
    private static List<String> publicFieldsNotFinal(Class<?>... types) {
        List<String> found = new ArrayList<>();
        for (Class<?> type : types) {
            for (Field field : type.getDeclaredFields()) {
                int modifiers = field.getModifiers();
                if (Modifier.isPublic(modifiers) && !Modifier.isFinal(modifiers)) {
                    found.add(type.getSimpleName() + "." + field.getName());
                }
            }
        }
        return found;
    }

    @Test
    void noPublicFieldCanBeSet() {
        assertEquals(Arrays.asList(), publicFieldsNotFinal(RouteUrl.class, RouteUrl.Piece.class,
            Pattern.class, Pattern.Expansion.class, SegmentPattern.class,
            SegmentPattern.Found.class));
        assertEquals(true, publicFieldsNotFinal(RouteUrl.Builder.class).contains("Builder.host"));
    }

    @Test
    void aUrlIsBuiltOnceAndAPatternKeepsItsLists() throws Exception {
        RouteTable table = RouteTableFile.parse(
            "{\"routes\":[{\"pattern\":\"shop://goods/:id\",\"handler\":\"g\"}]}", "t.json");
        RouteUrl url = EngineAccess.take("shop://goods/7?a=1#/f/g", table.options());
        assertEquals("shop", url.scheme);
        assertEquals(2, url.segments("auto").size());
        assertEquals(1, url.query.size());
        assertEquals(2, url.fragmentPath.size());
        Pattern pattern = PatternParser.parse("<app=shop|s>://goods/:id", "auto");
        assertEquals("app", pattern.schemeCaptureName());
        assertThrows(UnsupportedOperationException.class, () -> pattern.schemeValues().add("x"));
        Pattern plain = PatternParser.parse("shop://goods/:id", "auto");
        assertEquals(Arrays.asList("shop"), plain.schemes());
        assertThrows(UnsupportedOperationException.class, () -> plain.schemes().add("x"));
    }

    @Test
    void foundCapturesGoBackToAMark() {
        SegmentPattern.Found found = new SegmentPattern.Found();
        found.add("id", "7");
        int mark = found.size();
        found.add("", "unnamed");
        found.add("page", "2");
        assertEquals(4, found.size());
        found.truncate(mark);
        assertEquals(Arrays.asList("id", "7"), Arrays.asList(found.toArray()));
        assertEquals(null, found.item(2));
        SegmentPattern.Found copy = SegmentPattern.Found.of(new String[] {"a", "1", "b"}, 2);
        assertEquals(Arrays.asList("a", "1"), Arrays.asList(copy.toArray()));
    }
}
