# awk: gawk's FIELDWIDTHS and FPAT, RT.

#### FIELDWIDTHS with a star for the rest
printf 'abcdefghij\nab\nabc\nabcde\nabcdef\n' | awk 'BEGIN { FIELDWIDTHS = "2 3 *" } { printf "%s NF=%d:", $0, NF; for (i = 1; i <= NF; i++) printf " [%s]", $i; print "" }'

#### FIELDWIDTHS with skip:width
echo abcdefghij | awk 'BEGIN { FIELDWIDTHS = "1:2 2:3" } { print $1 "|" $2 "|" NF }'

#### FIELDWIDTHS: an assigned field rebuilds the record without the rest
printf 'abcdef\nab\n' | awk 'BEGIN { FIELDWIDTHS = "2 3" } { $1 = "X"; print }'

#### invalid FIELDWIDTHS values
echo abc | awk 'BEGIN { FIELDWIDTHS = "2 x" } { print $1 }'
echo "status $?"
echo abc | awk 'BEGIN { FIELDWIDTHS = "* 2" } { print $1 }'
echo "status $?"
echo abc | awk 'BEGIN { FIELDWIDTHS = "-1" } { print $1 }'
echo "status $?"

#### FPAT for quoted CSV fields
echo 'a,"b,c",d' | awk 'BEGIN { FPAT = "([^,]*)|(\"[^\"]+\")" } { for (i = 1; i <= NF; i++) print i, $i }'

#### FPAT with empty fields
printf 'a,,b\n,a\na,\n,\n\n' | awk 'BEGIN { FPAT = "[^,]*" } { printf "%s NF=%d:", $0, NF; for (i = 1; i <= NF; i++) printf " [%s]", $i; print "" }'

#### FPAT matching digits, empty matches between them
printf 'a1b2\n12\nab\n' | awk 'BEGIN { FPAT = "[0-9]*" } { printf "%s NF=%d:", $0, NF; for (i = 1; i <= NF; i++) printf " [%s]", $i; print "" }'

#### assigning FS after FPAT goes back to separators
printf 'a:b c\n' | awk 'BEGIN { FPAT = "[a-z]" } { print NF; FS = ":"; $0 = $0; print NF, $1 }'

#### BEGINFILE and ENDFILE around each file, ARGIND
## file: f1
## | a
## | b
## file: f2
## | c
## file: empty
awk 'BEGINFILE { print "bf", FILENAME, ARGIND } ENDFILE { print "ef", FILENAME, FNR } { print NR, $0 }' f1 empty f2

#### nextfile in BEGINFILE skips the file; ENDFILE still runs
## file: f1
## | a
## file: f2
## | c
awk 'BEGINFILE { if (FILENAME == "f1") nextfile } { print FILENAME, $0 } ENDFILE { print "end", FILENAME }' f1 f2

#### a FS regex with a group splits on whole matches
printf 'xaybz\n' | awk -F '(a)|b' '{ print NF, $2, $3 }'
awk 'BEGIN { n = split("xaybz", arr, /(a)|b/); print n, arr[2], arr[3] }'

#### split with a separators array
awk 'BEGIN { n = split("  a  b ", arr, " ", seps); print n, "[" seps[0] "]", "[" seps[1] "]", "[" seps[2] "]"; n = split("a1b22c", arr, /[0-9]+/, seps); print n, seps[1], seps[2]; n = split("p:q", arr, ":", seps); print n, seps[1] }'

#### patsplit with and without separators
awk 'BEGIN { n = patsplit("a1b22c", arr, /[0-9]+/, seps); print n, arr[1], arr[2], seps[0], seps[1], seps[2]; FPAT = "[a-z]+"; print patsplit("ab,cd", w), w[2] }'

#### a single-character FS splits literally, newline too in paragraph mode
printf 'a.b|c\\d\n\nx.y\n' | awk -F. '{ print NF, $2 }'
printf 'a.b|c\\d\n\nx.y\n' | awk -F'|' '{ print NF, $1 }'
printf 'a.b|c\\d\n\nx.y\n' | awk -F'\\' '{ print NF, $1 }'
printf 'a,b\nc,d\n\ne,f\n' | awk -F, -v RS= '{ print NF, $2, $3 }'
printf ',\n\n,,\n' | awk -F, '{ print NF }'

#### comparisons with a string constant compare strings
printf '10 abc\n9 ABC\n010 x\n' | awk '{ print ($1 == "10"), ($1 < "9"), ($2 == "abc"), (x == ""), (NR == "1") }'
awk 'BEGIN { x = 10; y = 0.1 + 0.2; print (x == "10"), (y == "0.3"), ("a" < "b"), ("10" < "9"), (1e3 == "1000") }'
awk 'BEGIN { CONVFMT = "%.2f"; y = 3.14159; print (y == "3.14"), (y "" == "3.14") }'
