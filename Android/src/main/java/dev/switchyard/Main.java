package dev.switchyard;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** `match --table FILE [--param KEY=VALUE ...] [URL ...]`: the JSON lines of `switchyard match`. */
public final class Main {
    private Main() {}

    public static void main(String[] args) throws Exception {
        System.exit(run(args, new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)),
            new PrintStream(System.out, false, StandardCharsets.UTF_8), System.err));
    }

    public static int run(String[] args, BufferedReader in, PrintStream out, PrintStream err) throws Exception {
        if (DocumentOptions.requested(args)) return DocumentOptions.run(args, in, out, err);
        String table = null;
        Map<String, String> caller = new LinkedHashMap<>();
        List<String> urls = new ArrayList<>();
        int i = 0;
        if (i < args.length && args[i].equals("match")) i++;
        for (; i < args.length; i++) {
            String a = args[i];
            if ((a.equals("--table") || a.equals("--param")) && i + 1 >= args.length) { err.println("error: missing value for " + a); return 64; }
            if (a.equals("--table")) table = args[++i];
            else if (a.startsWith("--table=")) table = a.substring(8);
            else if (a.equals("--param") || a.startsWith("--param=")) {
                String p = a.equals("--param") ? args[++i] : a.substring(8);
                int eq = p.indexOf('=');
                if (eq <= 0) { err.println("error: --param expects KEY=VALUE, got '" + p + "'"); return 64; }
                caller.put(p.substring(0, eq), p.substring(eq + 1));
            } else if (a.equals("--")) { for (i++; i < args.length; i++) urls.add(args[i]); }
            else if (a.startsWith("--")) { err.println("error: unknown option " + a); return 64; }
            else urls.add(a);
        }
        if (table == null) { err.println("error: missing --table FILE"); return 64; }
        RouteTable t;
        try { t = RouteTableFile.load(Path.of(table)); }
        catch (TableError e) { err.println(e.getMessage()); return 1; }
        catch (java.io.IOException e) { err.println(table + ":1:1: error: cannot read the file: " + e.getMessage()); return 1; }
        if (urls.isEmpty()) {
            String line;
            while ((line = in.readLine()) != null) out.println(MatchReport.line(line, t, caller));
        } else for (String u : urls) out.println(MatchReport.line(u, t, caller));
        out.flush();
        return 0;
    }
}
