# awk: gawk 5.2 fields, patterns, ranges, arrays, functions, builtins, printf, getline, errors.

#### awk {print} f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk {print} f

#### awk '{print $1}' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk '{print $1}' f

#### awk '{print $2, $1}' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk '{print $2, $1}' f

#### awk '{s += $2} END {print s}' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk '{s += $2} END {print s}' f

#### awk 'NR==2' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'NR==2' f

#### awk 'NR>1 && NR<4 {print NR": "$0}' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'NR>1 && NR<4 {print NR": "$0}' f

#### awk -F: '{print $2}' c
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk -F: '{print $2}' c

#### awk -F: -v OFS=- '{$1=$1; print}' c
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk -F: -v OFS=- '{$1=$1; print}' c

#### awk '/two/,/three/' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk '/two/,/three/' f

#### awk '{print NF}' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk '{print NF}' f

#### awk '{$5="x"; print; print NF}' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk '{$5="x"; print; print NF}' f

#### awk 'BEGIN{printf "%d %s %5.2f|%c|%c\n", "3x", 2.50, 3.14159, 65, "hel
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN{printf "%d %s %5.2f|%c|%c\n", "3x", 2.50, 3.14159, 65, "hello"}'

#### awk 'BEGIN { print 1e6, 1e17, 0.1+0.2, 100000 * 100000, -0 }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN { print 1e6, 1e17, 0.1+0.2, 100000 * 100000, -0 }'

#### awk '{print ($1 < $2)}' n
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk '{print ($1 < $2)}' n

#### awk '$1 > 50' n
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk '$1 > 50' n

#### awk 'BEGIN{print substr("hello", 0, 2), substr("hello", 2), index("abc
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN{print substr("hello", 0, 2), substr("hello", 2), index("abc","c")}'

#### awk '{a[$1]=$2} END {for (k in a) n++; print n}' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk '{a[$1]=$2} END {for (k in a) n++; print n}' f

#### awk 'BEGIN{n=split("a,b,c", arr, ","); print n, arr[3]}'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN{n=split("a,b,c", arr, ","); print n, arr[3]}'

#### awk '{gsub(/o/, "0"); print}' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk '{gsub(/o/, "0"); print}' f

#### awk '{sub(/[a-z]+/, "<&>"); print}' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk '{sub(/[a-z]+/, "<&>"); print}' f

#### awk 'BEGIN{s="hello"; print toupper(s), length(s), length()}'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN{s="hello"; print toupper(s), length(s), length()}'

#### awk 'BEGIN{print match("foobar", /o+/), RSTART, RLENGTH}'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN{print match("foobar", /o+/), RSTART, RLENGTH}'

#### awk '{print length}' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk '{print length}' f

#### awk 'BEGIN{x = 2^10; print x, 2**3, -2^2}'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN{x = 2^10; print x, 2**3, -2^2}'

#### awk 'BEGIN{print 7%3, -7%3, 7/2, int(7/2), int(-3.5)}'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN{print 7%3, -7%3, 7/2, int(7/2), int(-3.5)}'

#### awk 'function f(a,b){return a+b} BEGIN{print f(1,2)}'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'function f(a,b){return a+b} BEGIN{print f(1,2)}'

#### awk 'function fill(arr){arr["x"]=1} BEGIN{fill(q); print length(q), q[
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'function fill(arr){arr["x"]=1} BEGIN{fill(q); print length(q), q["x"]}'

#### awk 'BEGIN{i=0; while(i<3){print i; i++}}'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN{i=0; while(i<3){print i; i++}}'

#### awk 'BEGIN{do {print "once"} while (0)}'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN{do {print "once"} while (0)}'

#### awk 'BEGIN{for(i=0;i<3;i++) {if(i==1) continue; print i}}'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN{for(i=0;i<3;i++) {if(i==1) continue; print i}}'

#### awk 'NR==2{next} {print}' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'NR==2{next} {print}' f

#### awk '{print; exit} END {print "end"}' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk '{print; exit} END {print "end"}' f

#### awk 'BEGIN{exit 3} END{print "e"}'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN{exit 3} END{print "e"}'

#### awk 'END{print NR, $0}' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'END{print NR, $0}' f

#### awk 'BEGIN{printf "%5s|%-5s|%05d|%x|%o|%e|%g\n", "ab", "cd", 42, 255, 
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN{printf "%5s|%-5s|%05d|%x|%o|%e|%g\n", "ab", "cd", 42, 255, 8, 12345.678, 0.0001}'

#### awk 'BEGIN { x = }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN { x = }'

#### awk 'BEGIN { print 1'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN { print 1'

#### awk '{print $1' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk '{print $1' f

#### awk '{print}' nofile
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk '{print}' nofile

#### awk -v x=5 'BEGIN{print x*2}'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk -v x=5 'BEGIN{print x*2}'

#### awk '{print FILENAME, FNR}' f c
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk '{print FILENAME, FNR}' f c

#### awk 'BEGIN{RS=""} {print NR": "$1}' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN{RS=""} {print NR": "$1}' f

#### awk 'BEGIN{FS=","} {print $2}' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN{FS=","} {print $2}' f

#### awk '{print > "out"} END{close("out"); while ((getline l < "out") > 0)
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk '{print > "out"} END{close("out"); while ((getline l < "out") > 0) print "got " l}' f

#### awk 'BEGIN{print length("héllo")}'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN{print length("héllo")}'

#### awk '$2 ~ /^[0-9]+$/ {print $1}' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk '$2 ~ /^[0-9]+$/ {print $1}' f

#### awk '$1 !~ /o/' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk '$1 !~ /o/' f

#### awk 'BEGIN{a["x"]=1; delete a["x"]; print length(a)}'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN{a["x"]=1; delete a["x"]; print length(a)}'

#### awk 'BEGIN{if (!("k" in a)) print "absent"; print length(a)}'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN{if (!("k" in a)) print "absent"; print length(a)}'

#### awk 'BEGIN{print 1==1.0, "a"<"b", "10"<"9", 10<9}'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN{print 1==1.0, "a"<"b", "10"<"9", 10<9}'

#### awk '{print $NF}' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk '{print $NF}' f

#### awk '{print $(NF-1)}' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk '{print $(NF-1)}' f

#### awk '{NF=2; print}' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk '{NF=2; print}' f

#### awk 'BEGIN{OFS="-"} {$1=$1} 1' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN{OFS="-"} {$1=$1} 1' f

#### awk 'BEGIN{print substr("hello", 2, 3), substr("hello", -1, 3)}'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN{print substr("hello", 2, 3), substr("hello", -1, 3)}'

#### awk 'BEGIN{printf("%s %s\n", "a", "b")}'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN{printf("%s %s\n", "a", "b")}'

#### awk '{ $0 = "x y"; print $2 }' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk '{ $0 = "x y"; print $2 }' f

#### awk 'BEGIN{x["a","b"]=1; for (k in x) {split(k, p, SUBSEP); print p[1]
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN{x["a","b"]=1; for (k in x) {split(k, p, SUBSEP); print p[1], p[2]}}'

#### awk 'BEGIN{print sprintf("%03d", 7)}'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN{print sprintf("%03d", 7)}'

#### awk 'BEGIN{s = "aaa"; n = gsub(/a/, "b", s); print n, s}'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN{s = "aaa"; n = gsub(/a/, "b", s); print n, s}'

#### awk 'BEGIN{print gensub(/(a)(b)/, "\\2\\1", "g", "abab")}'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN{print gensub(/(a)(b)/, "\\2\\1", "g", "abab")}'

#### awk -f nofile
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk -f nofile

#### awk 'BEGIN{printf "%i\n", 3.9}'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN{printf "%i\n", 3.9}'

#### awk '{sum[$3 > "x"] += $2} END{print sum[0], sum[1]}' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk '{sum[$3 > "x"] += $2} END{print sum[0], sum[1]}' f

#### awk 'BEGIN{print index("", "a"), 1/3}'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN{print index("", "a"), 1/3}'

#### awk 'BEGIN{CONVFMT="%.2g"; a=3.14159; b=a ""; print b}'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN{CONVFMT="%.2g"; a=3.14159; b=a ""; print b}'

#### awk 'BEGIN{OFMT="%.2f"; print 3.14159, 3.14159 ""}'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN{OFMT="%.2f"; print 3.14159, 3.14159 ""}'

#### awk 'BEGIN { "echo hi" | getline x; print x }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN { "echo hi" | getline x; print x }'

#### awk 'BEGIN { system("echo from system") }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN { system("echo from system") }'

#### awk 'BEGIN{getline; print "first:", $0}' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN{getline; print "first:", $0}' f

#### awk 'BEGIN { while ((getline line) > 0) n++; print n }' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN { while ((getline line) > 0) n++; print n }' f

#### awk '{ print $1 > "/dev/stderr" }' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk '{ print $1 > "/dev/stderr" }' f

#### awk 'BEGIN{x; print x+0, x ""}'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN{x; print x+0, x ""}'

#### awk 'BEGIN{print -3 % 2, 2^-1}'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN{print -3 % 2, 2^-1}'

#### awk '{print $1, $2 * 2}' OFS=: f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk '{print $1, $2 * 2}' OFS=: f

#### printf 'a b\nc d\n' | awk '{print $2}'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
printf 'a b\nc d\n' | awk '{print $2}'

#### echo ' lead trail ' | awk '{print NF": "$1"|"$2}'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
echo '  lead  trail  ' | awk '{print NF": "$1"|"$2}'

#### printf 'x,y,,z\n' | awk -F, '{print NF; print $3 "|" $4}'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
printf 'x,y,,z\n' | awk -F, '{print NF; print $3 "|" $4}'

#### printf 'a1b2c\n' | awk -F'[0-9]' '{print $1, $2, $3}'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
printf 'a1b2c\n' | awk -F'[0-9]' '{print $1, $2, $3}'

#### printf 'k v\nk w\nj u\n' | awk '{c[$1]++} END {print c["k"], c["j"]}'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
printf 'k v\nk w\nj u\n' | awk '{c[$1]++} END {print c["k"], c["j"]}'

#### printf '3\n1\n2\n' | awk '{a[NR]=$1} END {n=asort(a); for(i=1;i<=n;i++
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
printf '3\n1\n2\n' | awk '{a[NR]=$1} END {n=asort(a); for(i=1;i<=n;i++) printf "%s ", a[i]; print ""}'

#### printf 'a\tb c\n' | awk -F'\t' '{print $2}'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
printf 'a\tb c\n' | awk -F'\t' '{print $2}'

#### awk 'BEGIN{printf "%s\n"}'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN{printf "%s\n"}'

#### awk 'BEGIN{print substr("hello", 2.5, 2)}'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN{print substr("hello", 2.5, 2)}'

#### awk 'BEGIN{x = "10"; y = 9; print (x < y)}'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN{x = "10"; y = 9; print (x < y)}'

#### echo 10 9 | awk '{print ($1 < $2), ($1"" < $2"")}'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
echo 10 9 | awk '{print ($1 < $2), ($1"" < $2"")}'

#### awk 'BEGIN{print length(12345), length(1/4)}'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN{print length(12345), length(1/4)}'

#### awk 'BEGIN { n = split("", a); print n, length(a) }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN { n = split("", a); print n, length(a) }'

#### printf 'a\nb\nc\n' | awk 'NR%2'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
printf 'a\nb\nc\n' | awk 'NR%2'

#### printf 'a\nb\n' | awk '{printf "%s,", $0} END {print ""}'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
printf 'a\nb\n' | awk '{printf "%s,", $0} END {print ""}'

#### printf 'x\n' | awk '{print NR, NF, $0}' - 
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
printf 'x\n' | awk '{print NR, NF, $0}' - 

#### printf 'one\n' | awk '{ $3 = "three"; print; print NF }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
printf 'one\n' | awk '{ $3 = "three"; print; print NF }'

#### awk 'BEGIN{while (i++ < 3) s = s i; print s}'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN{while (i++ < 3) s = s i; print s}'

#### awk 'BEGIN{a = 1; a += 2; a *= 3; a -= 1; a /= 2; a %= 3; a ^= 2; prin
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN{a = 1; a += 2; a *= 3; a -= 1; a /= 2; a %= 3; a ^= 2; print a}'

#### awk 'BEGIN{print 1 " " 2, 1 2, 1+2 ""}'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN{print 1 " " 2, 1 2, 1+2 ""}'

#### awk 'BEGIN { print (1,2) in a }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN { print (1,2) in a }'

#### awk 'BEGIN { printf "%c%c\n", 256, "" }' | od -c | head -2
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN { printf "%c%c\n", 256, "" }' | od -c | head -2

#### awk 'BEGIN { print toupper(substr("abc", 2)) }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN { print toupper(substr("abc", 2)) }'

#### awk 'BEGIN { print index("foobar", "bar") }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN { print index("foobar", "bar") }'

#### printf 'a b c\n' | awk '{ $2 = ""; print; print NF }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
printf 'a b c\n' | awk '{ $2 = ""; print; print NF }'

#### printf 'a:b\n' | awk 'BEGIN{FS=":"; OFS="="} {$1=$1} 1'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
printf 'a:b\n' | awk 'BEGIN{FS=":"; OFS="="} {$1=$1} 1'

#### awk -v 'msg=a\tb' 'BEGIN { print msg }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk -v 'msg=a\tb' 'BEGIN { print msg }'

#### awk 'BEGIN { printf "%.3s|%-4d|%+d\n", "abcdef", 7, 5 }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN { printf "%.3s|%-4d|%+d\n", "abcdef", 7, 5 }'

#### awk 'BEGIN { x[1]; delete x; print length(x) }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN { x[1]; delete x; print length(x) }'

#### printf 'a\n\nb\nc\n\n\nd\n' | awk 'BEGIN{RS=""}{print NR": "$0}'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
printf 'a\n\nb\nc\n\n\nd\n' | awk 'BEGIN{RS=""}{print NR": "$0}'

#### printf 'a;b;c' | awk 'BEGIN{RS=";"} {print NR, $0}'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
printf 'a;b;c' | awk 'BEGIN{RS=";"} {print NR, $0}'

#### awk 'BEGIN { print -0.0, 0.1 * 3, 1e300 * 1e10 }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN { print -0.0, 0.1 * 3, 1e300 * 1e10 }'

#### awk 'BEGIN { print int("3abc"), "3abc" + 1, +"abc" }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN { print int("3abc"), "3abc" + 1, +"abc" }'

#### awk 'function r(n) { return n <= 1 ? 1 : n * r(n-1) } BEGIN { print r(
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'function r(n) { return n <= 1 ? 1 : n * r(n-1) } BEGIN { print r(10) }'

#### awk 'BEGIN { if (x == 0 && x == "") print "both" }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN { if (x == 0 && x == "") print "both" }'

#### awk '{ print $0 }' nofile f; echo $?
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk '{ print $0 }' nofile f; echo $?

#### awk 'BEGIN { getline line < "nofile"; print (getline line < "nofile") 
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN { getline line < "nofile"; print (getline line < "nofile") }'

#### awk 'BEGIN { printf "%d%%\n", 50 }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN { printf "%d%%\n", 50 }'

#### awk '/^t/ { print $1 } /^f/ { print "F" }' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk '/^t/ { print $1 } /^f/ { print "F" }' f

#### awk 'BEGIN { s = sprintf("%5.1f", 3.14159); print "[" s "]" }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN { s = sprintf("%5.1f", 3.14159); print "[" s "]" }'

#### awk 'BEGIN { print substr("abc", 2, 100), substr("abc", 4) "|" }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN { print substr("abc", 2, 100), substr("abc", 4) "|" }'

#### awk 'BEGIN { print match("aaa", /b/), RSTART, RLENGTH }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN { print match("aaa", /b/), RSTART, RLENGTH }'

#### awk '{ n++ } END { print n+0 }' /dev/null
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk '{ n++ } END { print n+0 }' /dev/null

#### awk 'END { print NR }' f c n
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'END { print NR }' f c n

#### awk 'BEGIN { print 2^53 + 1 }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN { print 2^53 + 1 }'

#### awk 'BEGIN { print 010 + 0, 0x10 + 0 }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
awk 'BEGIN { print 010 + 0, 0x10 + 0 }'

#### awk 'BEGIN { print length(x), x+0, (x == 0), (x == ""), typeof(x) }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'BEGIN { print length(x), x+0, (x == 0), (x == ""), typeof(x) }'

#### awk '{ print ($2 == 2), ($2 == "2"), ($2 < 10), ($1 < "p") }' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk '{ print ($2 == 2), ($2 == "2"), ($2 < 10), ($1 < "p") }' f

#### awk '{ print ($1 == $1+0) }' n
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk '{ print ($1 == $1+0) }' n

#### awk 'BEGIN { a = "10"; b = "9"; print (a < b), (a+0 < b+0) }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'BEGIN { a = "10"; b = "9"; print (a < b), (a+0 < b+0) }'

#### awk '{ $2 = $2 * 10; print; print $0 }' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk '{ $2 = $2 * 10; print; print $0 }' f

#### awk -v OFS=- '{ $6 = "z"; print; print NF }' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk -v OFS=- '{ $6 = "z"; print; print NF }' f

#### awk '{ NF = 5; print; NF = 1; print }' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk '{ NF = 5; print; NF = 1; print }' f

#### awk '{ $3 = ""; NF--; print NF ":" $0 }' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk '{ $3 = ""; NF--; print NF ":" $0 }' f

#### awk 'BEGIN { while (("echo a; echo b" | getline line) > 0) print "got", line; close("echo a; echo b") }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'BEGIN { while (("echo a; echo b" | getline line) > 0) print "got", line; close("echo a; echo b") }'

#### awk 'NR == 1 { getline; print "after getline:", $0, NR } NR == 3 { getline x; print "var:", x, $0, NR }' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'NR == 1 { getline; print "after getline:", $0, NR } NR == 3 { getline x; print "var:", x, $0, NR }' f

#### awk 'BEGIN { while ((getline < "c") > 0) print NF, $0; print NR }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'BEGIN { while ((getline < "c") > 0) print NF, $0; print NR }'

#### awk 'BEGIN { printf "[%5.2s][%-3c][%3d][%-+5d][%#o][%#x][%e]\n", "abc", "xyz", -4, 3, 8, 255, 0 }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'BEGIN { printf "[%5.2s][%-3c][%3d][%-+5d][%#o][%#x][%e]\n", "abc", "xyz", -4, 3, 8, 255, 0 }'

#### awk 'BEGIN { printf "%s %d %s\n", "only" }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'BEGIN { printf "%s %d %s\n", "only" }'

#### awk 'BEGIN { printf "%*d|%-*d|%.*f\n", 5, 42, 4, 7, 2, 3.14159 }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'BEGIN { printf "%*d|%-*d|%.*f\n", 5, 42, 4, 7, 2, 3.14159 }'

#### awk 'BEGIN { printf "%d %d %x\n", -7.9, "0x1A", -1 }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'BEGIN { printf "%d %d %x\n", -7.9, "0x1A", -1 }'

#### awk 'BEGIN { re = "^t.o$"; print ("two" ~ re), ("too" ~ re), ("to" ~ re) }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'BEGIN { re = "^t.o$"; print ("two" ~ re), ("too" ~ re), ("to" ~ re) }'

#### awk '{ re = "^" $1 "$" } $0 ~ re { print "never" } END { print "done" }' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk '{ re = "^" $1 "$" } $0 ~ re { print "never" } END { print "done" }' f

#### awk 'BEGIN { r = "[0-9]+"; s = "ab12cd345"; n = gsub(r, "#", s); print n, s }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'BEGIN { r = "[0-9]+"; s = "ab12cd345"; n = gsub(r, "#", s); print n, s }'

#### awk '/two/,/two/ { print "r1", $1 } /three/,/nomatch/ { print "r2", $1 }' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk '/two/,/two/ { print "r1", $1 } /three/,/nomatch/ { print "r2", $1 }' f

#### awk 'NR == 2, NR == 3' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'NR == 2, NR == 3' f

#### awk 'function f(a, k) { a["n"]++; k = 5; return k } BEGIN { x = f(arr); f(arr); print x, arr["n"], k "" }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'function f(a, k) { a["n"]++; k = 5; return k } BEGIN { x = f(arr); f(arr); print x, arr["n"], k "" }'

#### awk 'function fib(n) { return n < 2 ? n : fib(n-1) + fib(n-2) } BEGIN { print fib(15) }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'function fib(n) { return n < 2 ? n : fib(n-1) + fib(n-2) } BEGIN { print fib(15) }'

#### awk 'function g(a) { delete a; a[1] = "new" } BEGIN { b[1] = "old"; b[2] = 2; g(b); print length(b), b[1] }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'function g(a) { delete a; a[1] = "new" } BEGIN { b[1] = "old"; b[2] = 2; g(b); print length(b), b[1] }'

#### awk 'function h(n,   loc) { loc[n] = n; if (n > 0) h(n-1); return length(loc) } BEGIN { print h(3) }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'function h(n,   loc) { loc[n] = n; if (n > 0) h(n-1); return length(loc) } BEGIN { print h(3) }'

#### awk 'BEGIN { a[1]; a[2]; a[3]; delete a[2]; for (k = 1; k <= 3; k++) print k, (k in a) }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'BEGIN { a[1]; a[2]; a[3]; delete a[2]; for (k = 1; k <= 3; k++) print k, (k in a) }'

#### awk 'BEGIN { a["x", 1] = "v"; for (k in a) { split(k, p, SUBSEP); print p[1], p[2], (("x", 1) in a) } }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'BEGIN { a["x", 1] = "v"; for (k in a) { split(k, p, SUBSEP); print p[1], p[2], (("x", 1) in a) } }'

#### awk 'BEGIN { SUBSEP = ":"; a[1, 2] = 3; for (k in a) print k }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'BEGIN { SUBSEP = ":"; a[1, 2] = 3; for (k in a) print k }'

#### awk 'BEGIN { n = split("a1b22c333d", p, /[0-9]+/); print n, p[1], p[2], p[3], p[4] }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'BEGIN { n = split("a1b22c333d", p, /[0-9]+/); print n, p[1], p[2], p[3], p[4] }'

#### awk 'BEGIN { n = split("  a  b  ", p); print n, "[" p[1] "]", "[" p[2] "]" }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'BEGIN { n = split("  a  b  ", p); print n, "[" p[1] "]", "[" p[2] "]" }'

#### awk 'BEGIN { n = split("a.b.c", p, "."); print n, p[2] }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'BEGIN { n = split("a.b.c", p, "."); print n, p[2] }'

#### awk 'BEGIN { RS = "" } { print NR ": " $1 " / " $NF " NF=" NF }' p
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'BEGIN { RS = "" } { print NR ": " $1 " / " $NF " NF=" NF }' p

#### awk 'BEGIN { RS = ""; FS = ":" } { print NF; for (i = 1; i <= NF; i++) printf "[%s]", $i; print "" }' p
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'BEGIN { RS = ""; FS = ":" } { print NF; for (i = 1; i <= NF; i++) printf "[%s]", $i; print "" }' p

#### awk -v 's=a\\tb\nc' 'BEGIN { print s }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk -v 's=a\\tb\nc' 'BEGIN { print s }'

#### awk -v n=010 'BEGIN { print n + 1, (n == 10) }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk -v n=010 'BEGIN { print n + 1, (n == 10) }'

#### awk 'BEGIN { ARGV[1] = "c"; ARGC = 2 } { print FILENAME, $0 }' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'BEGIN { ARGV[1] = "c"; ARGC = 2 } { print FILENAME, $0 }' f

#### awk 'BEGIN { ARGV[2] = "" } { print FILENAME ": " $0 }' c f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'BEGIN { ARGV[2] = "" } { print FILENAME ": " $0 }' c f

#### awk '{ print FILENAME, x, $0 }' x=1 c x=2 c
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk '{ print FILENAME, x, $0 }' x=1 c x=2 c

#### awk 'BEGIN { exit } END { print "end runs" }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'BEGIN { exit } END { print "end runs" }'

#### awk '{ exit $2 + 4 }' f; echo status $?
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk '{ exit $2 + 4 }' f; echo status $?

#### awk 'END { exit 7 }' f; echo status $?
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'END { exit 7 }' f; echo status $?

#### awk 'BEGIN { print 1 / 0 }'; echo status $?
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'BEGIN { print 1 / 0 }'; echo status $?

#### awk 'BEGIN { x = 0; print 5 % x }'; echo status $?
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'BEGIN { x = 0; print 5 % x }'; echo status $?

#### awk '{ print $2 / ($2 - 2) }' f; echo status $?
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk '{ print $2 / ($2 - 2) }' f; echo status $?

#### awk 'BEGIN { x = 5; x /= 0 }'; echo status $?
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'BEGIN { x = 5; x /= 0 }'; echo status $?

#### awk '{ s = s $1 } END { print s, length(s) }' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk '{ s = s $1 } END { print s, length(s) }' f

#### awk '{ $0 = toupper($0); print $1, NF }' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk '{ $0 = toupper($0); print $1, NF }' f

#### awk '{ sub(/o/, "0", $1); print; print $1 }' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk '{ sub(/o/, "0", $1); print; print $1 }' f

#### awk '{ n = gsub(/[a-z]/, "<&>", $3); print n, $0 }' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk '{ n = gsub(/[a-z]/, "<&>", $3); print n, $0 }' f

#### awk 'BEGIN { s = "hello"; gsub(/l*/, "-", s); print s }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'BEGIN { s = "hello"; gsub(/l*/, "-", s); print s }'

#### awk 'BEGIN { s = "abc"; gsub(//, "-", s); print s }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'BEGIN { s = "abc"; gsub(//, "-", s); print s }'

#### awk 'BEGIN { s = "a.b.c"; gsub(".", "x", s); print s; t = "a.b"; gsub(/\./, "\\&", t); print t }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'BEGIN { s = "a.b.c"; gsub(".", "x", s); print s; t = "a.b"; gsub(/\./, "\\&", t); print t }'

#### awk 'BEGIN { i = 5; a[i++] += i; for (k in a) print k, a[k]; print i }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'BEGIN { i = 5; a[i++] += i; for (k in a) print k, a[k]; print i }'

#### awk 'BEGIN { x = 3; y = x++ + ++x; print x, y; z = -x^2; print z }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'BEGIN { x = 3; y = x++ + ++x; print x, y; z = -x^2; print z }'

#### awk 'BEGIN { print 1 - - 1, 2 - -2, !0, !"", !"a", !x }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'BEGIN { print 1 - - 1, 2 - -2, !0, !"", !"a", !x }'

#### awk 'BEGIN { print 100000 * 100000 * 100000, 2^31, 0.000001, 123456789012 }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'BEGIN { print 100000 * 100000 * 100000, 2^31, 0.000001, 123456789012 }'

#### awk 'BEGIN { x = 0.1; y = x * 3; print y, (y == 0.3) }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'BEGIN { x = 0.1; y = x * 3; print y, (y == 0.3) }'

#### awk 'NF' p
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'NF' p

#### awk 'length > 3' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'length > 3' f

#### awk '!seen[$3 > "x"]++' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk '!seen[$3 > "x"]++' f

#### awk 'BEGIN { FS = "," } { print $2 } ' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'BEGIN { FS = "," } { print $2 } ' f

#### awk '{ FS = ":" } { print $1 }' c
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk '{ FS = ":" } { print $1 }' c

#### awk '{ print; FS = "b" }' c
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk '{ print; FS = "b" }' c

#### awk -F 'b|e' '{ print $1 "|" $2 "|" $3 }' c
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk -F 'b|e' '{ print $1 "|" $2 "|" $3 }' c

#### awk -F '' '{ print $1, NF }' c
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk -F '' '{ print $1, NF }' c

#### awk 'BEGIN { while (i < 5) { i++; if (i == 2) continue; if (i == 4) break; print i } }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'BEGIN { while (i < 5) { i++; if (i == 2) continue; if (i == 4) break; print i } }'

#### awk 'BEGIN { do { k++ } while (k < 10); print k }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'BEGIN { do { k++ } while (k < 10); print k }'

#### awk 'BEGIN { for (;;) { if (++n > 3) break }; print n }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'BEGIN { for (;;) { if (++n > 3) break }; print n }'

#### awk '{ for (i = NF; i > 0; i--) printf "%s%s", $i, (i > 1 ? OFS : ORS) }' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk '{ for (i = NF; i > 0; i--) printf "%s%s", $i, (i > 1 ? OFS : ORS) }' f

#### awk 'BEGIN { printf "%s" }'; echo status $?
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'BEGIN { printf "%s" }'; echo status $?

#### awk 'BEGIN { print substr("hello", 0), substr("hello", -1), substr("hello", 2, -1) "|" }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'BEGIN { print substr("hello", 0), substr("hello", -1), substr("hello", 2, -1) "|" }'

#### awk 'BEGIN { print index("abc", ""), length(), tolower("ÀB") }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'BEGIN { print index("abc", ""), length(), tolower("ÀB") }'

#### awk 'BEGIN { ORS = "|"; OFS = "," } { print $1, $2 } END { printf "\n" }' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'BEGIN { ORS = "|"; OFS = "," } { print $1, $2 } END { printf "\n" }' f

#### awk 'BEGIN { $0 = "a b c"; print NF; $5 = "e"; print; print NF }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'BEGIN { $0 = "a b c"; print NF; $5 = "e"; print; print NF }'

#### awk 'END { $0 = "x y z"; print $2, NF }' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'END { $0 = "x y z"; print $2, NF }' f

#### awk '{ $3 = "Q" } 1' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk '{ $3 = "Q" } 1' f

#### awk 'BEGIN { getline line < "f"; getline line2 < "f"; print line "|" line2; close("f"); getline line3 < "f"; print line3 }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'BEGIN { getline line < "f"; getline line2 < "f"; print line "|" line2; close("f"); getline line3 < "f"; print line3 }'

#### awk '{ print $1 > "out1" } END { close("out1"); while ((getline l < "out1") > 0) n++; print n }' f; cat out1
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk '{ print $1 > "out1" } END { close("out1"); while ((getline l < "out1") > 0) n++; print n }' f; cat out1

#### awk '{ print $1 | "sort -r" } END { close("sort -r"); print "after" }' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk '{ print $1 | "sort -r" } END { close("sort -r"); print "after" }' f

#### awk 'BEGIN { "date +%Y >/dev/null; echo x" | getline v; print v }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'BEGIN { "date +%Y >/dev/null; echo x" | getline v; print v }'

#### awk '{ a[NR] = $0 } END { for (i = NR; i >= 1; i--) print a[i] }' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk '{ a[NR] = $0 } END { for (i = NR; i >= 1; i--) print a[i] }' f

#### awk 'BEGIN { x = "3.0"; y = 3; print (x == y) } { print ($1 == 10.0) }' n
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'BEGIN { x = "3.0"; y = 3; print (x == y) } { print ($1 == 10.0) }' n

#### awk '$1 == "10"' n
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk '$1 == "10"' n

#### awk 'BEGIN { CONVFMT = "%d"; a[1.5] = "x"; for (k in a) print k }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'BEGIN { CONVFMT = "%d"; a[1.5] = "x"; for (k in a) print k }'

#### awk 'BEGIN { printf "%.0f %.0f %.0f\n", 0.5, 1.5, 2.5 }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'BEGIN { printf "%.0f %.0f %.0f\n", 0.5, 1.5, 2.5 }'

#### awk 'BEGIN { print isarray(a); a[1]; print isarray(a), length(a) }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'BEGIN { print isarray(a); a[1]; print isarray(a), length(a) }'

#### awk 'BEGIN { print substr("abcdef", 3); print match("xxabcab", /ab/), RSTART, RLENGTH }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'BEGIN { print substr("abcdef", 3); print match("xxabcab", /ab/), RSTART, RLENGTH }'

#### awk 'BEGIN { print toupper(123), length(12.50) }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'BEGIN { print toupper(123), length(12.50) }'

#### awk '{ nf += NF; nr = NR } END { print nf, nr, NR, FNR }' f c
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk '{ nf += NF; nr = NR } END { print nf, nr, NR, FNR }' f c

#### awk 'FNR == 1 { print FILENAME } END { print NR }' f c
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'FNR == 1 { print FILENAME } END { print NR }' f c

#### awk '{ print NR, FNR; nextfile }' f c
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk '{ print NR, FNR; nextfile }' f c

#### awk 'BEGIN { getline; getline; print NR, $0 }' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'BEGIN { getline; getline; print NR, $0 }' f

#### awk '{ print $(1+1) $NF }' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk '{ print $(1+1) $NF }' f

#### awk '{ i = 1; print $i++, i }' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk '{ i = 1; print $i++, i }' f

#### awk 'BEGIN { v = "x"; v = v v; v = v v; print v, length(v) }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: p
## | alpha beta
## | gamma
## |
## |
## |
## | delta:epsilon
## | zeta
## |
awk 'BEGIN { v = "x"; v = v v; v = v v; print v, length(v) }'

#### awk '{ IGNORECASE = (NR == 2) } /TWO|ONE/ { print "alt", $1 } /TWO/ { print "plain", $1 }' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: q
## | a|b|c
## | x||y
## file: r
## | a b
## | c	dd  
## file: d
## | cost $5
## | a.b
## | plain
awk '{ IGNORECASE = (NR == 2) } /TWO|ONE/ { print "alt", $1 } /TWO/ { print "plain", $1 }' f

#### awk 'BEGIN { IGNORECASE = 1 } { n = gsub(/O/, "0"); print n, $0 }' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: q
## | a|b|c
## | x||y
## file: r
## | a b
## | c	dd  
## file: d
## | cost $5
## | a.b
## | plain
awk 'BEGIN { IGNORECASE = 1 } { n = gsub(/O/, "0"); print n, $0 }' f

#### awk '{ gsub(/o/, "[&|\\&]"); print }' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: q
## | a|b|c
## | x||y
## file: r
## | a b
## | c	dd  
## file: d
## | cost $5
## | a.b
## | plain
awk '{ gsub(/o/, "[&|\\&]"); print }' f

#### awk 'BEGIN { s = "xaxbx"; print gsub(/x*/, "-", s), s; t = "abc"; print gsub(/b*/, "X", t), t }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: q
## | a|b|c
## | x||y
## file: r
## | a b
## | c	dd  
## file: d
## | cost $5
## | a.b
## | plain
awk 'BEGIN { s = "xaxbx"; print gsub(/x*/, "-", s), s; t = "abc"; print gsub(/b*/, "X", t), t }'

#### awk -v OFS=: '{ sub(/zzz/, "y"); print; sub(/o/, "0", $1); print }' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: q
## | a|b|c
## | x||y
## file: r
## | a b
## | c	dd  
## file: d
## | cost $5
## | a.b
## | plain
awk -v OFS=: '{ sub(/zzz/, "y"); print; sub(/o/, "0", $1); print }' f

#### awk '$0 ~ "o.e" { print "dyn", $0 } $2 ~ 2 { print "num", $0 }' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: q
## | a|b|c
## | x||y
## file: r
## | a b
## | c	dd  
## file: d
## | cost $5
## | a.b
## | plain
awk '$0 ~ "o.e" { print "dyn", $0 } $2 ~ 2 { print "num", $0 }' f

#### awk -F'|' '{ print $2, NF }' q
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: q
## | a|b|c
## | x||y
## file: r
## | a b
## | c	dd  
## file: d
## | cost $5
## | a.b
## | plain
awk -F'|' '{ print $2, NF }' q

#### awk -F'a|:' '{ print $1 "," $2 "," $3, NF }' c
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: q
## | a|b|c
## | x||y
## file: r
## | a b
## | c	dd  
## file: d
## | cost $5
## | a.b
## | plain
awk -F'a|:' '{ print $1 "," $2 "," $3, NF }' c

#### awk '{ FS = ":"; $0 = $0; print $1 }' c
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: q
## | a|b|c
## | x||y
## file: r
## | a b
## | c	dd  
## file: d
## | cost $5
## | a.b
## | plain
awk '{ FS = ":"; $0 = $0; print $1 }' c

#### awk 'NR == 2 { NR = 10 } { print NR, FNR }' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: q
## | a|b|c
## | x||y
## file: r
## | a b
## | c	dd  
## file: d
## | cost $5
## | a.b
## | plain
awk 'NR == 2 { NR = 10 } { print NR, FNR }' f

#### awk -v OFS=- '{ $7 = "x" } 1' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: q
## | a|b|c
## | x||y
## file: r
## | a b
## | c	dd  
## file: d
## | cost $5
## | a.b
## | plain
awk -v OFS=- '{ $7 = "x" } 1' f

#### awk '{ print $1; $0 = "new rec here"; print $2, NF }' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: q
## | a|b|c
## | x||y
## file: r
## | a b
## | c	dd  
## file: d
## | cost $5
## | a.b
## | plain
awk '{ print $1; $0 = "new rec here"; print $2, NF }' f

#### awk '{ print NF, length($NF) }' r
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: q
## | a|b|c
## | x||y
## file: r
## | a b
## | c	dd  
## file: d
## | cost $5
## | a.b
## | plain
awk '{ print NF, length($NF) }' r

#### awk 'BEGIN { printf "%c|%c|%5.1f%%|%-6s|\n", 72, "ello", 99.44, "ab" }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: q
## | a|b|c
## | x||y
## file: r
## | a b
## | c	dd  
## file: d
## | cost $5
## | a.b
## | plain
awk 'BEGIN { printf "%c|%c|%5.1f%%|%-6s|\n", 72, "ello", 99.44, "ab" }'

#### awk '/\$/ { print "dollar", $0 } /\./ { print "dot", $0 }' d
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: q
## | a|b|c
## | x||y
## file: r
## | a b
## | c	dd  
## file: d
## | cost $5
## | a.b
## | plain
awk '/\$/ { print "dollar", $0 } /\./ { print "dot", $0 }' d

#### awk '{ print ($1 ~ /^[0-9]+$/) ? "num" : "str" }' n
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: q
## | a|b|c
## | x||y
## file: r
## | a b
## | c	dd  
## file: d
## | cost $5
## | a.b
## | plain
awk '{ print ($1 ~ /^[0-9]+$/) ? "num" : "str" }' n

#### awk 'BEGIN { x = "A"; if (x ~ /a/) print "ci"; else print "cs" }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: q
## | a|b|c
## | x||y
## file: r
## | a b
## | c	dd  
## file: d
## | cost $5
## | a.b
## | plain
awk 'BEGIN { x = "A"; if (x ~ /a/) print "ci"; else print "cs" }'

#### awk '{ a[$1] = NR } END { n = asorti(a, b); for (i = 1; i <= n; i++) printf "%s=%d ", b[i], a[b[i]]; print "" }' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: q
## | a|b|c
## | x||y
## file: r
## | a b
## | c	dd  
## file: d
## | cost $5
## | a.b
## | plain
awk '{ a[$1] = NR } END { n = asorti(a, b); for (i = 1; i <= n; i++) printf "%s=%d ", b[i], a[b[i]]; print "" }' f

#### awk '{ $2 = ""; print length($0) ":" $0 ":" NF }' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: q
## | a|b|c
## | x||y
## file: r
## | a b
## | c	dd  
## file: d
## | cost $5
## | a.b
## | plain
awk '{ $2 = ""; print length($0) ":" $0 ":" NF }' f

#### awk 'BEGIN { "printf \"a b\\nc d\\n\"" | getline; print $2, NF, NR }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: q
## | a|b|c
## | x||y
## file: r
## | a b
## | c	dd  
## file: d
## | cost $5
## | a.b
## | plain
awk 'BEGIN { "printf \"a b\\nc d\\n\"" | getline; print $2, NF, NR }'

#### awk '{ sum += $NF } END { print sum / NR }' n
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: q
## | a|b|c
## | x||y
## file: r
## | a b
## | c	dd  
## file: d
## | cost $5
## | a.b
## | plain
awk '{ sum += $NF } END { print sum / NR }' n

#### awk 'BEGIN { CONVFMT = "%.2f"; x = 3.14159; y = x ""; a[x] = 1; for (k in a) print y, k }'
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: q
## | a|b|c
## | x||y
## file: r
## | a b
## | c	dd  
## file: d
## | cost $5
## | a.b
## | plain
awk 'BEGIN { CONVFMT = "%.2f"; x = 3.14159; y = x ""; a[x] = 1; for (k in a) print y, k }'

#### awk '{ printf "%s%s", sep, $1; sep = "," } END { print "" }' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: q
## | a|b|c
## | x||y
## file: r
## | a b
## | c	dd  
## file: d
## | cost $5
## | a.b
## | plain
awk '{ printf "%s%s", sep, $1; sep = "," } END { print "" }' f

#### awk 'NR > 1 { print prev " -> " $1 } { prev = $1 }' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: q
## | a|b|c
## | x||y
## file: r
## | a b
## | c	dd  
## file: d
## | cost $5
## | a.b
## | plain
awk 'NR > 1 { print prev " -> " $1 } { prev = $1 }' f

#### awk '{ s = $0; while (match(s, /[a-z]+/)) { printf "%s;", substr(s, RSTART, RLENGTH); s = substr(s, RSTART + RLENGTH) } print "" }' f
## file: f
## | one 1 x
## | two 2 y
## | three 3 z
## | four 4 w
## file: c
## | a:b:c
## | d:e:f
## file: n
## | 10
## | 9
## | 100
## | abc
## file: q
## | a|b|c
## | x||y
## file: r
## | a b
## | c	dd  
## file: d
## | cost $5
## | a.b
## | plain
awk '{ s = $0; while (match(s, /[a-z]+/)) { printf "%s;", substr(s, RSTART, RLENGTH); s = substr(s, RSTART + RLENGTH) } print "" }' f

#### echo a | awk '{ print $(2^1024) }'; echo status $?
echo a | awk '{ print $(2^1024) }'; echo status $?

#### echo a | awk '{ $-1 = 2 }'; echo status $?
echo a | awk '{ $-1 = 2 }'; echo status $?

#### echo a b | awk '{ NF = -1 }'; echo status $?
echo a b | awk '{ NF = -1 }'; echo status $?

#### awk 'BEGIN { x = -log(0); exit x }'; echo status $?
awk 'BEGIN { x = -log(0); exit x }'; echo status $?

#### awk 'BEGIN { printf "%x|%o|%u|%d|%i|\n", -log(0), -log(0), -log(0), -log(0), log(0) }'
awk 'BEGIN { printf "%x|%o|%u|%d|%i|\n", -log(0), -log(0), -log(0), -log(0), log(0) }'

#### awk 'BEGIN { print int(-log(0)) % 3, 5 % -log(0) }'
awk 'BEGIN { print int(-log(0)) % 3, 5 % -log(0) }'

#### awk 'BEGIN { printf "%*d|%.*f|\n", -log(0), 1, -log(0), 2.5 }'
awk 'BEGIN { printf "%*d|%.*f|\n", -log(0), 1, -log(0), 2.5 }'

#### awk: stacked repetitions in a regex combine as in gawk
printf 'aaaaa\naaaxaaaa\nababab\n' > d
awk '{ s = $0; gsub(/a{1,2}{2}/, "<&>", s); t = $0; gsub(/a+?/, "<&>", t); u = $0; gsub(/(ab)+{2}/, "<&>", u); print s, t, u }' d
awk '{ print match($0, /a{2}?/), RLENGTH, match($0, /a**x/), RLENGTH }' d

#### awk: a global used as scalar then array (and back) is fatal
for p in 'BEGIN { x = 1; x[1] = 2 }' 'BEGIN { x[1] = 2; x = 1 }' 'BEGIN { x[1] = 2; print x }' 'BEGIN { x[1]; print length(x); y = x }' \
  'BEGIN { split("a b", x); x = 2 }' 'BEGIN { x = 2; split("a b", x) }' 'BEGIN { x = 1; print (1 in x) }' 'BEGIN { x = 1; delete x }' \
  'BEGIN { x = 1; for (k in x) print k }' 'BEGIN{ NR[1]=1 }' 'BEGIN { x[1]=1; x++ }' 'BEGIN { ENVIRON = 1 }' 'BEGIN { x[1]; if (x) print 1 }' \
  'BEGIN { x[1]; sub(/a/, "b", x) }' 'BEGIN { x[1]; $0 = x }' 'BEGIN { print x; x[1]=1 }' 'BEGIN { if (0) x[1]=1; x = 3; print x }'; do
  awk "$p"; echo "st=$?"; done

#### awk: array parameters used as scalars name the caller's variable
for p in 'function f(a) { a[1]=1 } BEGIN { x = 1; f(x) }' 'function f(a) { a = 1 } BEGIN { x[1] = 1; f(x) }' \
  'function f(a) { return a+1 } BEGIN { x[1] = 1; print f(x) }' 'function f(a) { a[1]=1; print a } BEGIN { f(z) }' \
  'function g(b){ print b } function f(a){ g(a) } BEGIN{ x[1]; f(x) }' 'function f(a) { a[1]=1; print a } BEGIN { f() }' \
  'function f(a,  l) { l[1]=1; l = 2 } BEGIN { f() }' 'function f(a) { a[1] = 1 } BEGIN { f(z); z = 2 }'; do
  awk "$p"; echo "st=$?"; done

#### awk: an untyped variable passed to a function becomes an array only if used as one
awk 'function f(a) { return a+1 } BEGIN { print f(z); z = 1; print z }'
awk 'function f(a) { a[1]=5 } BEGIN { f(z); print z[1], length(z) }'
awk 'function g(b) { b["k"]=1 } function f(a) { g(a); return length(a) } BEGIN { print f(z), length(z) }'
awk 'function f(a,  loc) { g(loc); return loc["k"] } function g(b) { b["k"]=7 } BEGIN { print f() }'
awk 'function f(a,b) { a[1]=b; return b } BEGIN { print f(arr, 3), arr[1] }'

#### awk: recursion 900 levels deep (locals, arrays by reference, exit)
awk 'function f(n) { return n ? f(n-1) + 1 : 0 } BEGIN { print f(900) }'
awk 'function build(n, a,  k) { if (n == 0) return 0; a[n] = n * 2; k = build(n - 1, a); return k + a[n] } BEGIN { print build(900, arr), length(arr), arr[900] }'
awk 'function f(n) { if (n == 0) exit 3; f(n-1) } BEGIN { f(900) } END { print "end" }'; echo "st=$?"
seq 1 5 | awk 'function sum(n) { return n <= 0 ? 0 : n + sum(n - 1) } { print sum($1 * 150) }'

#### awk: a parameter read or assigned as a value makes the caller's untyped variable a scalar
for p in 'function f(a) { print a; a[1]=1 } BEGIN { f(z) }' 'function f(a) { a = 1 } BEGIN { f(z); z[1] = 2 }' \
  'function f(a) { print length(a) } BEGIN { f(z); f(y); y[1]; f(y) }' 'function f(a) { return a + 1 } BEGIN { print f(z); z = 2; print z }'; do
  awk "$p"; echo "st=$?"; done

#### awk: typeof does not give a name a type
awk 'function f(a,b) { b[1]; print typeof(a), typeof(b) } BEGIN { print typeof(x); x[1]; print typeof(x); f(q); print typeof(q); z = 1; print typeof(z), typeof(""), typeof(w[1]); w[2] = 3; print typeof(w[2]), typeof(w) }'

#### awk: a local read as a value is a scalar parameter from then on
for p in 'function f(a, l) { print l; l[1] = 1 } BEGIN { f() }' 'function f(a) { print a; a[1] = 1 } BEGIN { f() }' \
  'function f(a, l) { print l; g(l) } function g(b) { b[1] = 1 } BEGIN { f() }' 'function f(a, l) { g(l); print length(l) } function g(b) { b[1] = 1 } BEGIN { f() }'; do
  awk "$p"; echo "st=$?"; done
