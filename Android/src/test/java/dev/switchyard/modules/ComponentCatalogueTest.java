package dev.switchyard.modules;

import static dev.switchyard.modules.TestModules.module;
import static dev.switchyard.modules.TestModules.table;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.switchyard.router.RouteResponse;
import dev.switchyard.router.Router;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * {@link ModuleHost#componentCatalogueJSON()}: the loaded modules in start order with their
 * dependencies, table handlers and own routes, then every action and every service (never an
 * unmatched-action handler), in the layout the Swift host writes (issue 88). The Shop demo's file
 * is held byte for byte by {@code ShopStoryTest}.
 */
class ComponentCatalogueTest {
    private static ModuleHost<String> host() {
        Router.Builder<String> builder = Router.<String>builder(table(TestModules.TABLE))
            .executor(Runnable::run).handler("cart", request -> RouteResponse.value("cart"));
        TestModules.Module goods = module("goods", m -> {
            m.handler("goods.detail", request -> RouteResponse.value("goods"));
            m.service("goods.stock", () -> 3);
        });
        TestModules.Module sale = module("sale", m -> {
            m.route("shop://sale/:id", "sale", ComponentOptions.PUBLIC,
                request -> RouteResponse.value("sale"));
            m.action("sale", "open", ComponentOptions.PUBLIC.tags("risk", "login")
                .description("Opens a \"flash\" sale\nfor `id`."), call -> true);
            m.unmatched("sale", call -> false);
        }, "goods");
        return ModuleHost.start(Arrays.asList(sale, goods), builder);
    }

    @Test
    void listsModulesInStartOrderThenActionsThenServices() {
        assertEquals("{\n"
            + "  \"version\": 1,\n"
            + "  \"modules\": [\n"
            + "    {\n"
            + "      \"name\": \"goods\",\n"
            + "      \"dependencies\": [],\n"
            + "      \"handlers\": [\"goods.detail\"],\n"
            + "      \"routes\": []\n"
            + "    },\n"
            + "    {\n"
            + "      \"name\": \"sale\",\n"
            + "      \"dependencies\": [\"goods\"],\n"
            + "      \"handlers\": [],\n"
            + "      \"routes\": [\"shop://sale/:id\"]\n"
            + "    }\n"
            + "  ],\n"
            + "  \"components\": [\n"
            + "    {\n"
            + "      \"kind\": \"action\",\n"
            + "      \"target\": \"sale\",\n"
            + "      \"action\": \"open\",\n"
            + "      \"module\": \"sale\",\n"
            + "      \"exposure\": \"external\",\n"
            + "      \"tags\": [\"risk\", \"login\"],\n"
            + "      \"description\": \"Opens a \\\"flash\\\" sale\\nfor `id`.\"\n"
            + "    },\n"
            + "    {\n"
            + "      \"kind\": \"service\",\n"
            + "      \"name\": \"goods.stock\",\n"
            + "      \"module\": \"goods\",\n"
            + "      \"exposure\": \"internal\",\n"
            + "      \"tags\": []\n"
            + "    }\n"
            + "  ]\n"
            + "}\n", host().componentCatalogueJSON());
    }

    @Test
    void anUnloadedModuleLeavesTheCatalogue() {
        ModuleHost<String> host = host();
        host.unload("sale").join();
        String text = host.componentCatalogueJSON();
        assertEquals(-1, text.indexOf("sale"), text);
        assertEquals(1, text.split("\"kind\"", -1).length - 1, text);
    }
}
