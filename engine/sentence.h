// A sentence for people, as data: an English template with %1, %2 … and its arguments, each
// a word printed as it is (a square name, a number) or a sentence itself. The engine decides
// what is said (explain.h); the CLI prints english(), and the app translates the template
// and each argument (app/text/eventtext.h), so every sentence has one source.
//
// Templates are marked with QT_TRANSLATE_NOOP in the context "EventText" where they are
// written, so Qt Linguist finds them; the engine itself never needs Qt.
#pragma once

#include <string>
#include <vector>

namespace gs {

struct Sentence {
    const char* text = "";            // the English template; "" for a word or for nothing to say
    std::string word;                 // printed as it is when `text` is empty
    std::vector<Sentence> args;       // %1, %2 … in order (at most 9)
    // Upper-case the first letter once filled in, unless the text then begins with a square's
    // name ("e4 is occupied": squares are written in lower case everywhere).
    bool capitalized = false;

    static Sentence of(const char* text, std::vector<Sentence> args = {}) { return {text, {}, std::move(args), false}; }
    static Sentence literal(std::string word) { return {"", std::move(word), {}, false}; }
    bool empty() const { return !*text && word.empty(); }
};

// Whether a filled-in sentence's first letter is upper-cased (Sentence::capitalized): not when
// it begins with a square's name, a lower-case letter and a digit.
inline bool capitalizes(char first, char second)
{
    return !(first >= 'a' && first <= 'z' && second >= '0' && second <= '9');
}

// The sentence in English, the arguments filled in.
std::string english(const Sentence& s);

}  // namespace gs
