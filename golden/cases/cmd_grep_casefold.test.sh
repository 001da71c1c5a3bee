# grep -i in a UTF-8 locale: which characters each pattern character matches (GNU folds with towupper/towlower
# and a short list of lone lower-case letters, not with Unicode case folding: k is not KELVIN SIGN, i matches ı).

#### each character as a pattern, -ix
## file: chars
## | A
## | I
## | K
## | S
## | Z
## | a
## | i
## | k
## | s
## | z
## | µ
## | Å
## | ß
## | å
## | İ
## | ı
## | ſ
## | ΐ
## | Θ
## | Μ
## | Σ
## | Ω
## | ΰ
## | θ
## | μ
## | ς
## | σ
## | ω
## | ϑ
## | ϴ
## | В
## | Д
## | О
## | С
## | Т
## | Ъ
## | в
## | д
## | о
## | с
## | т
## | ъ
## | Ѣ
## | ѣ
## | ᲄ
## | ᲅ
## | ẞ
## | ΐ
## | ΰ
## | Ω
## | K
## | Å
## | Ꙋ
## | ꙋ
## | ﬅ
## | ﬆ
while IFS= read -r p; do printf "%s:" "$p"; grep -ix -- "$p" chars | tr "\n" " "; echo; done < chars

#### each character as a fixed string, -ixF
## file: chars
## | A
## | I
## | K
## | S
## | Z
## | a
## | i
## | k
## | s
## | z
## | µ
## | Å
## | ß
## | å
## | İ
## | ı
## | ſ
## | ΐ
## | Θ
## | Μ
## | Σ
## | Ω
## | ΰ
## | θ
## | μ
## | ς
## | σ
## | ω
## | ϑ
## | ϴ
## | В
## | Д
## | О
## | С
## | Т
## | Ъ
## | в
## | д
## | о
## | с
## | т
## | ъ
## | Ѣ
## | ѣ
## | ᲄ
## | ᲅ
## | ẞ
## | ΐ
## | ΰ
## | Ω
## | K
## | Å
## | Ꙋ
## | ꙋ
## | ﬅ
## | ﬆ
while IFS= read -r p; do printf "%s:" "$p"; grep -ixF -- "$p" chars | tr "\n" " "; echo; done < chars

#### each character in a bracket, -ix
## file: chars
## | A
## | I
## | K
## | S
## | Z
## | a
## | i
## | k
## | s
## | z
## | µ
## | Å
## | ß
## | å
## | İ
## | ı
## | ſ
## | ΐ
## | Θ
## | Μ
## | Σ
## | Ω
## | ΰ
## | θ
## | μ
## | ς
## | σ
## | ω
## | ϑ
## | ϴ
## | В
## | Д
## | О
## | С
## | Т
## | Ъ
## | в
## | д
## | о
## | с
## | т
## | ъ
## | Ѣ
## | ѣ
## | ᲄ
## | ᲅ
## | ẞ
## | ΐ
## | ΰ
## | Ω
## | K
## | Å
## | Ꙋ
## | ꙋ
## | ﬅ
## | ﬆ
while IFS= read -r p; do printf "%s:" "$p"; grep -ix -- "[$p]" chars | tr "\n" " "; echo; done < chars

#### each character in a negated bracket, -ixc
## file: chars
## | A
## | I
## | K
## | S
## | Z
## | a
## | i
## | k
## | s
## | z
## | µ
## | Å
## | ß
## | å
## | İ
## | ı
## | ſ
## | ΐ
## | Θ
## | Μ
## | Σ
## | Ω
## | ΰ
## | θ
## | μ
## | ς
## | σ
## | ω
## | ϑ
## | ϴ
## | В
## | Д
## | О
## | С
## | Т
## | Ъ
## | в
## | д
## | о
## | с
## | т
## | ъ
## | Ѣ
## | ѣ
## | ᲄ
## | ᲅ
## | ẞ
## | ΐ
## | ΰ
## | Ω
## | K
## | Å
## | Ꙋ
## | ꙋ
## | ﬅ
## | ﬆ
while IFS= read -r p; do printf "%s:" "$p"; grep -ixc -- "[^$p]" chars; done < chars

#### each character inside a word, -io
## file: chars
## | A
## | I
## | K
## | S
## | Z
## | a
## | i
## | k
## | s
## | z
## | µ
## | Å
## | ß
## | å
## | İ
## | ı
## | ſ
## | ΐ
## | Θ
## | Μ
## | Σ
## | Ω
## | ΰ
## | θ
## | μ
## | ς
## | σ
## | ω
## | ϑ
## | ϴ
## | В
## | Д
## | О
## | С
## | Т
## | Ъ
## | в
## | д
## | о
## | с
## | т
## | ъ
## | Ѣ
## | ѣ
## | ᲄ
## | ᲅ
## | ẞ
## | ΐ
## | ΰ
## | Ω
## | K
## | Å
## | Ꙋ
## | ꙋ
## | ﬅ
## | ﬆ
while IFS= read -r p; do printf "%s:" "$p"; printf "x%sy\n" "$(cat chars | tr -d "\n")" | grep -io -- "$p" | tr "\n" " "; echo; done < chars

#### ranges, classes and repetitions
## file: chars
## | A
## | I
## | K
## | S
## | Z
## | a
## | i
## | k
## | s
## | z
## | µ
## | Å
## | ß
## | å
## | İ
## | ı
## | ſ
## | ΐ
## | Θ
## | Μ
## | Σ
## | Ω
## | ΰ
## | θ
## | μ
## | ς
## | σ
## | ω
## | ϑ
## | ϴ
## | В
## | Д
## | О
## | С
## | Т
## | Ъ
## | в
## | д
## | о
## | с
## | т
## | ъ
## | Ѣ
## | ѣ
## | ᲄ
## | ᲅ
## | ẞ
## | ΐ
## | ΰ
## | Ω
## | K
## | Å
## | Ꙋ
## | ꙋ
## | ﬅ
## | ﬆ
for p in '[a-k]' '[^a-k]' '[h-j]' '[^i]' '[i-k]' '[A-Z]' '[^A-Z]' '[[:upper:]]' '[[:lower:]]' '[^[:lower:]]' '[[=k=]]' '[[=i=]]' '[[.k.]]' '[а-я]' '[^а-я]' '[А-Я]' '[Ω-ω]' '[^кс]' '[a-z0-9]' '[ßs]' '[xK]' '[^xK]' '.' 'k*' 'i\{1,\}' '\(k\)\1'; do printf "%s:" "$p"; grep -ix -- "$p" chars | tr "\n" " "; echo; done

#### ERE ranges and alternation
## file: chars
## | A
## | I
## | K
## | S
## | Z
## | a
## | i
## | k
## | s
## | z
## | µ
## | Å
## | ß
## | å
## | İ
## | ı
## | ſ
## | ΐ
## | Θ
## | Μ
## | Σ
## | Ω
## | ΰ
## | θ
## | μ
## | ς
## | σ
## | ω
## | ϑ
## | ϴ
## | В
## | Д
## | О
## | С
## | Т
## | Ъ
## | в
## | д
## | о
## | с
## | т
## | ъ
## | Ѣ
## | ѣ
## | ᲄ
## | ᲅ
## | ẞ
## | ΐ
## | ΰ
## | Ω
## | K
## | Å
## | Ꙋ
## | ꙋ
## | ﬅ
## | ﬆ
for p in 'k|i' '(k|x)' '[a-k]+' 'I|ß' '(ω|Θ)' '[^a-z]|k'; do printf "%s:" "$p"; grep -iEx -- "$p" chars | tr "\n" " "; echo; done

#### words in a text without and with the special letters
## file: plain.txt
## | disk is OK
## | DISK full
## | Straße
## | STRASSE
## | price: 5 EUR
## | kilo
## file: turkish.txt
## | İstanbul
## | ıstanbul
## | istanbul
## | ISTANBUL
## | Kelvin
## | kelvin
## | KELVIN
## | disk
grep -i disk plain.txt turkish.txt
grep -ic kelvin plain.txt turkish.txt
grep -in istanbul turkish.txt plain.txt
grep -io "i" turkish.txt
grep -iw KELVIN turkish.txt

#### fixed strings and several patterns
## file: plain.txt
## | disk is OK
## | DISK full
## | Straße
## | STRASSE
## | price: 5 EUR
## | kilo
## file: turkish.txt
## | İstanbul
## | ıstanbul
## | istanbul
## | ISTANBUL
## | Kelvin
## | kelvin
## | KELVIN
## | disk
grep -iF -e istanbul -e disk turkish.txt
grep -iFx ISTANBUL turkish.txt
grep -iF straße plain.txt
grep -ic -e kel -e IST turkish.txt
printf "%s\n" kelvin İstanbul > pats
grep -iFf pats turkish.txt
grep -if pats turkish.txt plain.txt

#### a pattern with non-ASCII letters
## file: plain.txt
## | disk is OK
## | DISK full
## | Straße
## | STRASSE
## | price: 5 EUR
## | kilo
## file: turkish.txt
## | İstanbul
## | ıstanbul
## | istanbul
## | ISTANBUL
## | Kelvin
## | kelvin
## | KELVIN
## | disk
grep -i ıstanbul turkish.txt
grep -i İSTANBUL turkish.txt
grep -i KELVIN turkish.txt
grep -ic STRAẞE plain.txt
grep -i "straß" plain.txt

#### stdin, -v and -l
## file: plain.txt
## | disk is OK
## | DISK full
## | Straße
## | STRASSE
## | price: 5 EUR
## | kilo
## file: turkish.txt
## | İstanbul
## | ıstanbul
## | istanbul
## | ISTANBUL
## | Kelvin
## | kelvin
## | KELVIN
## | disk
cat turkish.txt | grep -iv i
grep -il KEL plain.txt turkish.txt
grep -iL KEL plain.txt turkish.txt
printf "a\nK\nk\n" | grep -ci k
printf "a\nK\nk\n" | grep -c -i -x "[k]"
