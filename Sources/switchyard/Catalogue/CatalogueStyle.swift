// CSS kept in a Swift string so that the tool needs no resource bundle.

/// The catalogue page's style sheet.
enum CatalogueStyle {
    /// Inlined in the page's head.
    static let css = #"""
        :root { --ink: #1d2330; --muted: #667085; --line: #e4e7ec; --paper: #ffffff; --wash: #f6f7f9; --accent: #3b5bdb;
          --good: #0f7b4a; --good-wash: #e8f6ef; --bad: #b42318; --bad-wash: #fdf0ef; --warn: #9a6700; --warn-wash: #fff6dd; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 15px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
          color: var(--ink); background: var(--wash); }
        code, pre, input#try-url, .sample { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace; font-size: 13px; }
        .wrap { max-width: 1040px; margin: 0 auto; padding: 0 24px; }
        header.top { background: var(--paper); border-bottom: 1px solid var(--line); padding: 20px 0 16px;
          box-shadow: 0 1px 3px rgba(16, 24, 40, .06); }
        h1 { font-size: 22px; margin: 0; letter-spacing: -.01em; }
        h1 .file { font: 500 14px ui-monospace, monospace; color: var(--muted); margin-left: 8px; }
        .summary { margin: 2px 0 12px; color: var(--muted); }
        .tools { display: flex; align-items: center; gap: 12px; }
        input { border: 1px solid #d0d5dd; border-radius: 8px; padding: 8px 12px; font-size: 14px; background: var(--paper); color: var(--ink); }
        input:focus { outline: 2px solid #c7d2fe; border-color: var(--accent); }
        #search { flex: 1; }
        .try { display: flex; align-items: center; gap: 8px; margin-top: 10px; }
        .try label { font-weight: 600; white-space: nowrap; }
        .try input { flex: 1; }
        button { font: inherit; cursor: pointer; }
        .try button { background: var(--accent); color: white; border: 0; border-radius: 8px; padding: 8px 16px; font-weight: 600; }
        .result { margin-top: 10px; border-radius: 10px; padding: 10px 14px; border: 1px solid var(--line); max-height: 40vh; overflow: auto; }
        .result h3 { margin: 0 0 4px; font-size: 14px; }
        .result.matched { background: var(--good-wash); border-color: #abefc6; } .result.matched h3 { color: var(--good); }
        .result.unmatched { background: var(--bad-wash); border-color: #fecdca; } .result.unmatched h3 { color: var(--bad); }
        .result.undetermined { background: var(--warn-wash); border-color: #fedf89; } .result.undetermined h3 { color: var(--warn); }
        .result pre.json { margin: 8px 0 0; white-space: pre-wrap; word-break: break-all; color: var(--muted); font-size: 12px; }
        main { padding: 20px 24px 60px; }
        .toc { display: flex; flex-wrap: wrap; gap: 8px; margin-bottom: 12px; }
        .toc a { text-decoration: none; color: var(--ink); background: var(--paper); border: 1px solid var(--line); border-radius: 999px; padding: 3px 12px; }
        .count { color: var(--muted); font-weight: 400; font-size: 13px; }
        h2 { font-size: 17px; margin: 28px 0 10px; }
        article.route { background: var(--paper); border: 1px solid var(--line); border-radius: 12px; padding: 14px 18px; margin: 10px 0;
          scroll-margin-top: 16px; }
        article.module { background: var(--paper); border: 1px solid var(--line); border-radius: 12px; padding: 14px 18px; margin: 10px 0;
          scroll-margin-top: 16px; }
        article.module h3 { margin: 0; font: 600 15px ui-monospace, monospace; }
        table.components td:first-child { width: 24%; } table.components td:nth-child(2) { width: 12%; }
        article.route.hit { border-color: var(--good); box-shadow: 0 0 0 3px var(--good-wash); }
        article.route header { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
        code.pattern { font-size: 15px; font-weight: 600; color: var(--ink); background: none; }
        .arrow { color: var(--muted); font-family: ui-monospace, monospace; font-size: 13px; }
        .badge { font-size: 12px; border-radius: 999px; padding: 1px 9px; background: #eef2ff; color: #3538cd; border: 1px solid #c7d7fe; }
        .badge.public { background: var(--good-wash); color: var(--good); border-color: #abefc6; }
        .badge.internal { background: var(--bad-wash); color: var(--bad); border-color: #fecdca; }
        .badge.tag { background: var(--warn-wash); color: var(--warn); border-color: #fedf89; }
        .description { margin: 8px 0 4px; }
        dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 2px 16px; margin: 8px 0; font-size: 14px; }
        dl.facts dt { color: var(--muted); } dl.facts dd { margin: 0; }
        table { border-collapse: collapse; width: 100%; font-size: 14px; margin: 8px 0; }
        th { text-align: left; font-weight: 600; color: var(--muted); font-size: 12px; text-transform: uppercase; letter-spacing: .04em; }
        table.parameters td:first-child { width: 18%; } table.parameters td:nth-child(2) { width: 22%; }
        th, td { border-bottom: 1px solid var(--line); padding: 5px 8px 5px 0; vertical-align: top; }
        .result table { width: auto; margin: 0; }
        .result table td { padding: 1px 12px 1px 0; border: 0; font-family: ui-monospace, monospace; font-size: 13px; }
        .samples, .leads { margin: 6px 0 0; font-size: 14px; }
        .label { color: var(--muted); margin-right: 4px; }
        .sample { background: var(--wash); border: 1px solid var(--line); border-radius: 6px; padding: 2px 8px; color: var(--accent); }
        .sample:hover { border-color: var(--accent); }
        .leads ul { margin: 2px 0 0; padding-left: 18px; }
        .unportable { background: var(--warn-wash); color: var(--warn); border-radius: 8px; padding: 6px 10px; font-size: 13px; }
        .muted { color: var(--muted); }
        .about { color: var(--muted); font-size: 14px; }
        [hidden] { display: none !important; }

        """#
}
