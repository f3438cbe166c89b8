#include "textrules.h"

#include <cstdint>
#include <cstdio>

namespace gs {

namespace {

// The next code point of `s` from `i` (advanced past it), or -1 if the bytes there are not
// well-formed UTF-8 (overlong forms, surrogates and values past U+10FFFF included).
int32_t nextCodePoint(std::string_view s, size_t& i)
{
    const auto byte = [&](size_t k) { return k < s.size() ? uint8_t(s[k]) : uint8_t(0); };
    const uint8_t b0 = byte(i);
    if (b0 < 0x80) {
        ++i;
        return b0;
    }
    int length = 0;
    int32_t cp = 0, least = 0;
    if ((b0 & 0xE0) == 0xC0) {
        length = 2, cp = b0 & 0x1F, least = 0x80;
    } else if ((b0 & 0xF0) == 0xE0) {
        length = 3, cp = b0 & 0x0F, least = 0x800;
    } else if ((b0 & 0xF8) == 0xF0) {
        length = 4, cp = b0 & 0x07, least = 0x10000;
    } else {
        return -1;
    }
    if (i + size_t(length) > s.size())
        return -1;
    for (int k = 1; k < length; ++k) {
        const uint8_t b = byte(i + size_t(k));
        if ((b & 0xC0) != 0x80)
            return -1;
        cp = (cp << 6) | (b & 0x3F);
    }
    if (cp < least || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
        return -1;
    i += size_t(length);
    return cp;
}

std::string codeName(int32_t cp)
{
    char buf[16];
    std::snprintf(buf, sizeof buf, "U+%04X", unsigned(cp));
    return buf;
}

bool isControl(int32_t cp) { return cp < 0x20 || (cp >= 0x7F && cp <= 0x9F); }
bool isBidiControl(int32_t cp) { return (cp >= 0x202A && cp <= 0x202E) || (cp >= 0x2066 && cp <= 0x2069); }
// Characters that take no room of their own: spaces, and the format characters that only
// join, mark or separate (zero-width space, joiners, word joiner, byte order mark, LRM/RLM).
bool isInvisible(int32_t cp)
{
    return cp == ' ' || cp == '\t' || cp == 0xA0 || cp == 0x1680 || (cp >= 0x2000 && cp <= 0x200F) || cp == 0x202F
        || cp == 0x205F || (cp >= 0x2060 && cp <= 0x2064) || cp == 0x3000 || cp == 0xFEFF || cp == 0x180E || cp == 0x034F
        || cp == 0x115F || cp == 0x1160 || cp == 0x3164 || cp == 0xFFA0;
}

}  // namespace

std::string textProblem(std::string_view s, TextShape shape, int maxChars)
{
    if (maxChars <= 0)
        maxChars = shape == TextShape::Line ? kLineChars : kParagraphChars;
    int count = 0;
    bool visible = false;
    for (size_t i = 0; i < s.size();) {
        const size_t at = i;
        const int32_t cp = nextCodePoint(s, i);
        ++count;
        const std::string where = " at character " + std::to_string(count);
        if (cp < 0)
            return "is not valid UTF-8 text (byte " + std::to_string(at + 1) + ")";
        const bool lineBreak = cp == '\n' || cp == '\t' || (cp == '\r' && i < s.size() && s[i] == '\n');
        if (isControl(cp) && !(shape == TextShape::Paragraph && lineBreak)) {
            if (shape == TextShape::Line && (cp == '\n' || cp == '\r'))
                return "must be one line (it holds a line break" + where + ")";
            return "holds a control character (" + codeName(cp) + ")" + where;
        }
        if (isBidiControl(cp))
            return "holds a bidirectional override (" + codeName(cp) + ")" + where + "; such characters can make text read other than it is";
        if (cp == 0x2028 || cp == 0x2029)
            return shape == TextShape::Line ? "must be one line (it holds a line separator" + where + ")"
                                            : "holds a line separator (" + codeName(cp) + ")" + where + "; use a plain line break";
        if ((cp & 0xFFFE) == 0xFFFE)
            return "holds a noncharacter (" + codeName(cp) + ")" + where;
        if (!isInvisible(cp) && !isControl(cp))
            visible = true;
    }
    if (count > maxChars)
        return "is " + std::to_string(count) + " characters long; at most " + std::to_string(maxChars);
    if (shape == TextShape::Line && count > 0 && !visible)
        return "has no visible character";
    return {};
}

std::string quoteText(std::string_view s, int maxChars)
{
    std::string out;
    int count = 0;
    for (size_t i = 0; i < s.size();) {
        const size_t at = i;
        const int32_t cp = nextCodePoint(s, i);
        if (++count > maxChars) {
            out += "…";
            break;
        }
        if (cp < 0) {
            out += '?';
            i = at + 1;
        } else if (isControl(cp) || isBidiControl(cp) || cp == 0x2028 || cp == 0x2029) {
            out += '?';
        } else {
            out.append(s.substr(at, i - at));
        }
    }
    return out;
}

std::string printableLines(std::string_view utf8, int maxChars)
{
    std::string out;
    for (size_t start = 0;;) {
        const size_t end = utf8.find('\n', start);
        out += quoteText(utf8.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start), maxChars);
        if (end == std::string_view::npos)
            return out;
        out += '\n';
        start = end + 1;
    }
}

}  // namespace gs
