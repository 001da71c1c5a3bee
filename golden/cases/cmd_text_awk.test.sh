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
