"""code_lines, the comment and string stripper the size, API-surface and doc-curation checks share (issue #89 item 4):
`python3 -m unittest discover -s scripts/lib` (.ci/run runs it before those checks)."""
import unittest

from swift_sources import code_lines


class CodeLinesTest(unittest.TestCase):
    def test_strings_and_comments_go_and_lines_stay(self):
        text = 'let a = "x" // public\n/* public */ public let b = 1'
        self.assertEqual(code_lines(text), ['let a = "" ', ' public let b = 1'])

    def test_a_comment_mark_in_a_string_opens_no_comment(self):
        text = 'let a = "action://cart/*"\npublic let b = 1\nlet c = "*/"'
        self.assertEqual(code_lines(text), ['let a = ""', 'public let b = 1', 'let c = ""'])

    def test_block_comments_nest_and_keep_their_line_breaks(self):
        text = '/* a /* b */ public\n " */ let c = 1'
        self.assertEqual(code_lines(text), ['', ' let c = 1'])

    def test_a_multi_line_string_keeps_its_line_breaks_and_hides_its_braces(self):
        text = 'let s = """\n{ public \\\nx\n""" + f()'
        self.assertEqual(code_lines(text), ['let s = ""', '', '', ' + f()'])

    def test_an_escaped_quote_does_not_end_a_string(self):
        self.assertEqual(code_lines('let q = "a\\"{" + "}"'), ['let q = "" + ""'])


if __name__ == "__main__":
    unittest.main()
