// What a text read from a file may hold before the app shows it: names, titles, captions and
// descriptions come from strangers' files, so they are plain text of a sensible size with
// nothing that could disguise them (NOTATION.md's record tags, the variant and tutorial
// files). The app also shows every such text as plain text (never as markup): this check is
// what a file may hold, the display is how it is shown.
#pragma once

#include <string>
#include <string_view>

namespace gs {

enum class TextShape {
    Line,       // a name or title: one line, at most kLineChars characters, something visible
    Paragraph,  // a description, summary or caption: line breaks allowed, at most kParagraphChars
};

inline constexpr int kLineChars = 100;        // the longest shipped name is 25
inline constexpr int kParagraphChars = 2000;  // the longest shipped caption is 259

// The problem with `utf8` as text of this shape, in words for a message after the field's
// name ("holds a control character (U+0000) at character 3"); "" if it is fine. Refused: text
// that is not UTF-8; control characters (C0 and C1; a Paragraph may hold line feeds and tabs,
// and carriage returns before a line feed); the bidirectional embeddings, overrides and
// isolates (U+202A–U+202E, U+2066–U+2069) that can make text read other than it is;
// U+2028/U+2029 and the noncharacters U+FFFE/U+FFFF; more characters (code points) than
// `maxChars` (0: the shape's limit); and a Line with nothing visible (only spaces and
// invisible format characters). Zero-width joiners and other format characters are allowed
// where something visible stands beside them: scripts and emoji need them.
std::string textProblem(std::string_view utf8, TextShape shape, int maxChars = 0);

// `utf8` for quoting in a message: at most `maxChars` characters, then "…", with control
// characters shown as "?" so that a message is always one readable line.
std::string quoteText(std::string_view utf8, int maxChars = 40);

// A whole message for a terminal or a log: each line (split at line feeds, which stay) as
// quoteText gives it, at most `maxChars` characters a line. A message that quotes a stranger's
// text quotes it with quoteText; this is the last guard where a message leaves the program.
std::string printableLines(std::string_view utf8, int maxChars = 1000);

}  // namespace gs
