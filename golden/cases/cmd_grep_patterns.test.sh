# grep (GNU grep 3.8): many patterns at once (-f, several -e, newline-separated), fixed strings and patterns
# with no special character, with -w -x -i -o -c -v, prefixes of one another, thousands of patterns.

#### -F -f with several words
printf 'apple\nbanana\n' > p; printf 'an apple\ncherry\nbanana split\nplum\n' > f; grep -F -f p f; grep -c -f p f

#### words that are prefixes of one another: -o prints the longest
printf 'ab\nabc\na\n' > p; printf 'xabcx abx a\n' | grep -o -f p; printf 'xabcx abx a\n' | grep -o -F -f p

#### -o with overlapping words takes the leftmost
printf 'bcd\nabc\n' > p; printf 'abcd\n' | grep -o -f p; printf 'xbcdabc\n' | grep -o -f p

#### -w with many words
printf 'cat\ndog\n' > p; printf 'cat\ncats\nhotdog\na dog.\ndog_x\n' | grep -w -f p; printf 'catcat cat\n' | grep -o -w -f p

#### -w retries a shorter word at the same place
printf 'ab\nabc\n' > p; printf 'abc\nabcd ab\nabd\n' | grep -w -f p; printf 'abcd ab\n' | grep -o -w -f p

#### -x with many words
printf 'one\ntwo\n' > p; printf 'one\ntwo three\ntwo\n one\n' | grep -x -f p; printf 'one\ntwo\n' | grep -c -x -v -f p

#### -i with many words
printf 'Apple\nBANANA\n' > p; printf 'apple pie\nBanana\ncherry\nAPPLE\n' | grep -i -f p; printf 'xAPPLEx\n' | grep -o -i -f p

#### -i with case variants of one word
printf 'AB\nabc\n' > p; printf 'xABCx\n' | grep -o -i -f p

#### -v -c with many words
printf 'a\nb\n' > p; printf 'a\nb\nc\nd\nab\n' | grep -v -f p; printf 'a\nb\nc\nd\n' | grep -vc -f p

#### several -e and a newline-separated pattern
printf 'red\ngreen\nblue\n' | grep -e red -e blue; printf 'red\ngreen\nblue\n' | grep "$(printf 'green\nblue')"

#### BRE: + ? | { are literal, so these are fixed strings
printf 'a+b\n' > p; printf 'a?\n' >> p; printf 'aab\na+b\nxa?y\n' | grep -f p; printf 'aab\na+b\n' | grep -E -f p

#### a mix of fixed strings and regular expressions
printf 'foo\nb.r\n^baz\n' > p; printf 'foo\nbar\nxbaz\nbaz\nb r\n' | grep -f p

#### an empty pattern among many matches every line
printf 'zzz\n\nyyy\n' > p; printf 'one\ntwo\n' | grep -c -f p; printf 'one\ntwo\n' | grep -o -f p; echo "status $?"

#### special characters in fixed strings
printf '.*\n[x]\n\\\\\n' > p; printf 'a.*b\n[x]\nx\nback\\\\slash\n' | grep -F -f p; printf 'a.*b\n' | grep -F -o -f p

#### multibyte words
printf 'café\n日本\n' > p; printf 'un café\n日本語\ncafe\n' | grep -f p; printf 'un CAFÉ\n' | grep -i -o -f p

#### -F -x -f on NUL-separated records
printf 'a\nb\n' > p; printf 'a\0b\0ab\0' | grep -z -x -F -f p | od -c

#### two thousand numbers as whole lines
seq 1000 2999 > p; seq 1 5000 | grep -c -x -f p; seq 1 5000 | grep -x -f p | tail -n 2

#### two thousand numbers as substrings
seq 5000 6999 > p; seq 1 70000 | grep -c -F -f p; seq 1 70000 | grep -c -f p; seq 1 70000 | grep -c -w -f p

#### thousands of words with -o and --color
seq 100 1099 | sed 's/^/w/' > p; printf 'w100 w1099 w99 w1000x\n' | grep -o -f p; printf 'a w500 b\n' | grep --color=always -f p | od -c

#### thousands of words with -n and -l
seq 100 1099 | sed 's/^/k/' > p; printf 'none\nk250\nk1\nxk999y\n' > f; grep -n -f p f; grep -l -f p f; grep -L -f p f; echo "status $?"
