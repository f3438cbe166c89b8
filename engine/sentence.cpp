#include "sentence.h"

#include <cctype>

namespace gs {

std::string english(const Sentence& s)
{
    if (!*s.text)
        return s.word;
    std::string out;
    for (const char* c = s.text; *c; ++c) {
        if (c[0] == '%' && c[1] >= '1' && c[1] <= '9' && size_t(c[1] - '1') < s.args.size()) {
            out += english(s.args[size_t(c[1] - '1')]);
            ++c;
        } else {
            out += *c;
        }
    }
    if (s.capitalized && !out.empty() && capitalizes(out[0], out.size() > 1 ? out[1] : ' '))
        out[0] = char(std::toupper(static_cast<unsigned char>(out[0])));
    return out;
}

}  // namespace gs
