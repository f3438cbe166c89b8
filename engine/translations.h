// Translations of a text that a data file gives (a variant's name and description, a
// tutorial's title and summary): English is the text itself and the fallback; the others
// are kept by language code. Plain data, no I/O; formats/translatedjson.h reads and writes them.
#pragma once

#include <array>
#include <map>
#include <string>
#include <string_view>

namespace gs {

// Language code ("de", "fr", "es") -> text. Never holds "en": English is the text itself.
using Translations = std::map<std::string, std::string, std::less<>>;

// The language codes a data file may use for its texts: the app's languages. Others are
// refused on load (a typo such as "ge" would otherwise go unseen).
inline constexpr std::array<std::string_view, 4> kTextLanguages{"en", "de", "fr", "es"};

// The text in `language`: its translation, or `english` where there is none.
inline const std::string& inLanguage(const std::string& english, const Translations& t, std::string_view language)
{
    const auto it = t.find(language);
    return it == t.end() ? english : it->second;
}

}  // namespace gs
