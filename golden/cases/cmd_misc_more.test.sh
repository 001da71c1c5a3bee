# fmt, numfmt, tsort, sum, basenc, strings, pr, csplit: GNU coreutils 9.1 (strings: GNU binutils) behaviour.

#### fmt default width fills a paragraph
## file: p.txt
## | The quick brown fox jumps over the lazy dog. The dog sleeps.  A second sentence
## | follows here, and it is long enough to wrap at the default width of seventy five columns.
## |
## | Second paragraph.
fmt p.txt; echo "s=$?"

#### fmt -w 30 and --width
## file: p.txt
## | one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen
fmt -w 30 p.txt; fmt --width=20 p.txt

#### fmt -WIDTH as first option
## file: p.txt
## | one two three four five six seven eight nine ten eleven twelve thirteen
fmt -25 p.txt

#### fmt -WIDTH not first is an error
fmt -s -25 </dev/null; echo "s=$?"

#### fmt invalid widths
fmt -w abc </dev/null; echo "s=$?"; fmt -w 2501 </dev/null; echo "s=$?"; fmt -w -3 </dev/null; echo "s=$?"; fmt -w '' </dev/null; echo "s=$?"

#### fmt goal larger than width
fmt -g 80 </dev/null; echo "s=$?"; fmt -w 10 -g 11 </dev/null; echo "s=$?"

#### fmt -g sets width to goal plus ten
## file: p.txt
## | aa bb cc dd ee ff gg hh ii jj kk ll mm nn oo pp qq rr ss tt uu vv ww xx yy zz
fmt -g 20 p.txt; fmt -w 40 -g 20 p.txt

#### fmt -u uniform spacing
## file: p.txt
## | This   has    odd   spacing.   And a sentence.  Two spaces
## | kept?  Yes. no
fmt -u p.txt; fmt p.txt

#### fmt -s splits only
## file: p.txt
## | short line
## | another short line
## | a very long line that needs to be split because it is far longer than twenty columns
fmt -s -w 20 p.txt

#### fmt -c crown margin
## file: p.txt
## |   first line indented by two
## |       second line indented more and the paragraph goes on for a while so it wraps
## |       third line
fmt -c -w 30 p.txt

#### fmt -t tagged paragraph
## file: p.txt
## | - item one has a long description that will wrap onto following lines nicely
## |   continuation of item one
## | single line tag paragraph that is long enough to wrap around the width limit
fmt -t -w 30 p.txt

#### fmt -p prefix reformats only prefixed lines
## file: p.txt
## | # comment one two three four five six seven
## | # comment eight nine ten
## | code line that is not a comment and stays exactly as it is even when long
## |   # indented comment a b c d e f g h
fmt -p '# ' -w 20 p.txt

#### fmt indentation and tabs
## file: p.txt
## | 	tabbed paragraph with several words that will need to wrap at some point soon
## | 	second line of the tabbed paragraph
fmt -w 40 p.txt | od -c | head -5

#### fmt blank and whitespace-only lines
## file: p.txt
## | a b
## |
## |    
## | c d
fmt p.txt | od -c

#### fmt no final newline
## file-nonl: p.txt
## | last words without newline
fmt p.txt; echo "[end]"

#### fmt empty input
fmt </dev/null; echo "s=$?"; printf '' | fmt | wc -c

#### fmt stdin and dash
## file: a.txt
## | from a
printf 'from stdin\nmore\n' | fmt a.txt - a.txt

#### fmt missing file continues
## file: a.txt
## | alpha beta
fmt nofile a.txt; echo "s=$?"

#### fmt directory operand
mkdir d; fmt d; echo "s=$?"

#### fmt sentence end keeps two spaces
## file: p.txt
## | Dr. Smith arrived.  He said hi! (Really.)  Then left.
## | Is it? Yes.
fmt p.txt

#### fmt long paragraph of many words
seq 1200 | fmt -w 50 | tail -3; seq 1200 | fmt | md5sum

#### fmt word longer than the width
## file: p.txt
## | a averyveryverylongwordthatdoesnotfit b c
fmt -w 10 p.txt

#### fmt unknown option
fmt -x </dev/null; echo "s=$?"; fmt --bogus </dev/null; echo "s=$?"

#### fmt carriage returns stay attached
printf 'one two\r\nthree\r\n' | fmt | od -c
