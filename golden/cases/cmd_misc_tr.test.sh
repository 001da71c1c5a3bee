# tr: sets, ranges, classes, [c*n], escapes, -c -d -s -t, and the errors.

#### tr a-z A-Z / 0
printf 'hello\n' | tr a-z A-Z; echo "s=$?"

#### tr -d l / 1
printf 'hello\n' | tr -d l; echo "s=$?"

#### tr -s a-c / 2
printf 'aabbcc\n' | tr -s a-c; echo "s=$?"

#### tr -s ' lo' _ / 3
printf 'hello world\n' | tr -s ' lo' _; echo "s=$?"

#### tr -c a x / 4
printf 'abc\n' | tr -c a x; echo "s=$?"

#### tr -cd a / 5
printf 'abc\n' | tr -cd a; echo "s=$?"

#### tr -s '[:space:]' / 6
printf 'a  \t b\n' | tr -s '[:space:]'; echo "s=$?"

#### tr abc x / 7
printf 'abc\n' | tr abc x; echo "s=$?"

#### tr -t abc x / 8
printf 'abc\n' | tr -t abc x; echo "s=$?"

#### tr a-c '[X*]' / 9
printf 'abc\n' | tr a-c '[X*]'; echo "s=$?"

#### tr a-f 'x[y*2]z' / 10
printf 'abcdef\n' | tr a-f 'x[y*2]z'; echo "s=$?"

#### tr '[:lower:]' '[:upper:]' / 11
printf 'abc\n' | tr '[:lower:]' '[:upper:]'; echo "s=$?"

#### tr '[:upper:]' '[:lower:]' / 12
printf 'ABC\n' | tr '[:upper:]' '[:lower:]'; echo "s=$?"

#### tr / 13
printf 'abc\n' | tr; echo "s=$?"

#### tr a / 14
printf 'abc\n' | tr a; echo "s=$?"

#### tr a b c / 15
printf 'abc\n' | tr a b c; echo "s=$?"

#### tr z-a x / 16
printf 'abc\n' | tr z-a x; echo "s=$?"

#### tr '[:foo:]' x / 17
printf 'abc\n' | tr '[:foo:]' x; echo "s=$?"

#### tr a '' / 18
printf 'abc\n' | tr a ''; echo "s=$?"

#### tr '\\' / / 19
printf 'a\\b\n' | tr '\\' /; echo "s=$?"

#### tr '\t' ' ' / 20
printf 'a\tb\n' | tr '\t' ' '; echo "s=$?"

#### tr '\141' X / 21
printf 'abc\n' | tr '\141' X; echo "s=$?"

#### tr -d '[=b=]' / 22
printf 'abc\n' | tr -d '[=b=]'; echo "s=$?"

#### tr a-c '[:upper:]' / 23
printf 'abc\n' | tr a-c '[:upper:]'; echo "s=$?"

#### tr '[:lower:]' x / 24
printf 'abc\n' | tr '[:lower:]' x; echo "s=$?"

#### tr -ds a b / 25
printf 'aabbcc\n' | tr -ds a b; echo "s=$?"

#### tr -s l / 26
printf 'hello\n' | tr -s l; echo "s=$?"

#### tr -c a '[:upper:]' / 27
printf 'abc\n' | tr -c a '[:upper:]'; echo "s=$?"

#### tr -d a b / 28
printf 'abc\n' | tr -d a b; echo "s=$?"

#### tr -ds a / 29
printf 'abc\n' | tr -ds a; echo "s=$?"

#### tr -d '[:digit:]' / 30
printf 'a1b22c333\n' | tr -d '[:digit:]'; echo "s=$?"

#### tr -cs '[:alnum:]' '\n' / 31
printf 'hello, world! foo\n' | tr -cs '[:alnum:]' '\n'; echo "s=$?"

#### tr 0-9 a-j / 32
printf '2024\n' | tr 0-9 a-j; echo "s=$?"

#### tr -s '\n' / 33
printf 'a\n\n\nb\n' | tr -s '\n'; echo "s=$?"

#### tr '[:alpha:]' '*' / 34
printf 'ab1\n' | tr '[:alpha:]' '*'; echo "s=$?"

#### tr -d '\r' / 35
printf 'a\r\nb\r\n' | tr -d '\r'; echo "s=$?"

#### tr a-z n-za-m / 36
printf 'hello\n' | tr a-z n-za-m; echo "s=$?"

#### tr '[a-c]' x / 37
printf 'a[b]c\n' | tr '[a-c]' x; echo "s=$?"

#### tr -s ab xy / 38
printf 'aabbab\n' | tr -s ab xy; echo "s=$?"

#### tr '[:digit:]' '[:alpha:]' / 39
printf '1\n' | tr '[:digit:]' '[:alpha:]'; echo "s=$?"

#### tr a- xy / 40
printf 'a-b\n' | tr a- xy; echo "s=$?"

#### tr -d a-c -s / 41
printf 'aabbcc\n' | tr -d a-c -s; echo "s=$?"

#### tr ''"'"'\'"'"''"'"'' '"' / 42
printf 'it'\''s\n' | tr ''"'"'\'"'"''"'"'' '"'; echo "s=$?"

#### tr '\0' x / 43
printf 'a\000b' | tr '\0' x; echo "s=$?"

#### tr squeeze over a long input
yes aa | head -c 100000 | tr -s a | sort | uniq -c

#### tr rot13 of a file
printf 'Hello, World!\n' > f; tr 'A-Za-z' 'N-ZA-Mn-za-m' < f
