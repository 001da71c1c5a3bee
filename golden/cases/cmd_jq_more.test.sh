# jq (more): bsearch, JOIN, the ?// destructuring alternatives, jq 1.6's own command-line reading,
# and modules found through -L (import, include, data imports, metadata).

#### bsearch finds an index or minus one minus the insertion point
jq -nc '[1,2,3] | [bsearch(0), bsearch(1), bsearch(2), bsearch(3), bsearch(4), bsearch(2.5)]'
jq -nc '[1,1,1,1,2] | [bsearch(1), bsearch(2), bsearch(3)]'
jq -nc '[1,2,2,2,3,3] | [bsearch(1), bsearch(2), bsearch(3)]'
jq -nc '[null, false] | [bsearch(null), bsearch(1)]'
jq -nc '[] | bsearch(1)'
jq -nc '[5] | [bsearch(5), bsearch(1), bsearch(9)]'

#### bsearch on inputs that are not arrays
for v in '"abc"' '{}' '{"a":1}' 5 0 null true; do
  echo "$v" | jq -c 'bsearch(1)'
  echo "status $?"
done 2>&1

#### JOIN with two, three and four arguments
echo '[{"id":1,"n":"a"},{"id":2,"n":"b"},{"id":3,"n":"c"}]' > rows.json
jq -c 'JOIN({"1":"one","2":"two"}; .id | tostring)' rows.json
jq -c 'JOIN({"1":"one","2":"two"}; .[]; .id | tostring)' rows.json
jq -c '[JOIN({"1":"one","2":"two"}; .[]; .id | tostring; {n: .[0].n, word: .[1]})]' rows.json
jq -c 'INDEX(.[]; .id) as $idx | JOIN($idx; .[].id; tostring; .[1].n)' rows.json

#### ?// tries the next pattern when destructuring fails
jq -nc '[[1,2],{"a":3},4] | .[] as [$a,$b] ?// {$a} ?// $a | [$a,$b]'

#### ?// binds every alternative's variables, null unless set
jq -nc '[[3]] | .[] as [$a] ?// [$b] | {$a, $b}'
jq -nc '{"a":1} | . as [$x] ?// {a: $y} | [$x, $y]'

#### ?// moves on when the body fails under an earlier pattern
jq -nc '[[3]] | .[] as [$a] ?// [$b] | if $a != null then error("err: \($a)") else {$a,$b} end'
jq -c '.[] as {$a, $b, c: {$d, $e}} ?// {$a, $b, c: [{$d, $e}]} | {$a, $b, $d, $e}' <<'IN'
[{"a": 1, "b": 2, "c": {"d": 3, "e": 4}}, {"a": 1, "b": 2, "c": [{"d": 3, "e": 4}]}]
IN

#### ?// keeps outputs already given, and the last pattern's error stands
jq -nc '[1,2] | . as [$a] ?// $a | if $a == 1 then 1, error("x") else $a end'
echo "status $?"
jq -nc '5 | . as [$a] ?// {$a} | $a'
echo "status $?"

#### words that start with a dash but no letter are programs
echo '{"a":2}' | jq -- '-1'
echo "status $?"
echo '{"a":2}' | jq '-.a'
echo '{"a":2}' | jq -c '-(1)'
echo '[1]' | jq '-.[0]'

#### unknown options, and long options given with an equals sign
echo 1 | jq --indent=1 .
echo "status $?"
echo 1 | jq --foo .
echo "status $?"
echo 1 | jq -Z .
echo "status $?"
echo 1 | jq -nn 1
echo "status $?"
echo 1 | jq -n. 1
echo "status $?"

#### short options cluster, and -V and -h
jq -nrc '"x", [1]'
jq -V
jq -h | head -3

#### options that need a value
jq -n --indent
echo "status $?"
jq -n --indent 9 1
echo "status $?"
jq -n -L
echo "status $?"
jq -n --arg x
echo "status $?"

#### --indent, --tab and -c: the last one given wins
jq -nc --tab '[1]'
jq -n --tab -c '[1]'
jq -n --indent 1 --tab '[1]'
jq -n --tab --indent 1 '[1]'
jq -n --indent 0 '[1]'
jq -n --indent -1 '[1]'
jq -n --indent 3x '{"a":[1]}'

#### no program reads the input with .
echo '{"a":[1,2]}' | jq
echo '{"a":[1,2]}' | jq -c

#### -- before the program prints the usage
echo 1 | jq -- . 2>&1 | head -4
echo "status ${PIPESTATUS[1]}"

#### -f takes the program from the first word that is not an option
echo '.a' > prog.jq
echo '{"a":5}' > in.json
jq -f prog.jq in.json
jq in.json -f prog.jq
echo "status $?"
jq -n -f .
echo "status $?"

#### --args and --jsonargs switch what the later words are
jq -nc '$ARGS' a --args b c
jq -nc --args '$ARGS' a --jsonargs 1 '{"k":2}' --args c
jq -nc --args '[$ARGS.positional[], $__prog_args?]' x y 2>&1 | head -2

#### a missing input file is reported and the others are still read
echo '{"a":1}' > one.json
jq -c . nofile one.json
echo "status $?"
jq -c . one.json nofile
echo "status $?"

#### --argfile takes one text as it is, several as an array
echo '{"k":1}' > one.json
printf '1 2\n' > two.json
jq -nc --argfile a one.json --argfile b two.json '[$a, $b]'

#### import and include from a -L directory
## file: lib/a.jq
## | def f: "a:f";
## | def g(x): [x, f];
## file: lib/sub/sub.jq
## | module {name: "sub", version: 1};
## | import "a" as a;
## | def h: "sub:h " + a::f;
## file: lib/dd/dd.jq
## | def dd: 42;
jq -nc -L lib 'import "a" as a; a::f, a::g(1)'
jq -nc -L lib 'include "a"; f, g(2)'
jq -nc -L lib 'import "sub" as s; s::h'
jq -nc -L lib 'import "dd" as x; x::dd'
jq -nc -Llib 'import "a" as a; import "sub" as s; [a::f, s::h, a::g(a::f)]'

#### imported names stay behind their prefix
## file: lib/a.jq
## | def f: "a:f";
jq -nc -L lib 'import "a" as a; f'
echo "status $?"
jq -nc -L lib 'include "a"; a::f'
echo "status $?"
jq -nc -L lib 'import "a" as a; a::nope'
echo "status $?"

#### data imports bind all the file's values as one array
## file: lib/d.json
## | {"k": [1,2]}
## | 3
jq -nc -L lib 'import "d" as $d; $d::d, $d, $d::d[0].k'

#### a module that is not found, a data file that is not code, and a broken module
## file: lib/d.json
## | {"k": 1}
## file: lib/bad.jq
## | def bad: ;
jq -nc -L lib 'import "nope" as n; 1'
echo "status $?"
jq -nc -L lib 'import "d" as d; 1'
echo "status $?"
jq -nc -L lib 'include "d"; 1'
echo "status $?"
jq -nc -L lib 'import "bad" as b; 1' 2>&1 | sed "s|$PWD|PWD|"
jq -nc -L lib 'import "/abs/a" as a; 1'
echo "status $?"

#### modules are also looked for from the current directory and in search metadata
## file: a.jq
## | def f: "here";
## file: lib/rel.jq
## | include "b" {search: "./"};
## | def r: b + "!";
## file: lib/b.jq
## | def b: "b";
## file: other/c.jq
## | def c: "c";
jq -nc 'import "a" as a; a::f'
jq -nc -L lib 'import "rel" as r; r::r'
jq -nc 'import "c" as c {search: "./other"}; c::c'
jq -nc 'include "c" {search: ["nowhere", "other"]}; c'
jq -nc 'import "lib/b" as b; b::b'

#### modulemeta and get_search_list
## file: lib/sub.jq
## | module {name: "sub", version: 1};
## | import "a" as a;
## | include "b" {search: "./"};
## | import "d" as $d;
## | def h: 1;
## file: lib/a.jq
## | def f: 1;
## file: lib/b.jq
## | def b: 1;
## file: lib/d.json
## | 1
jq -nc -L lib '"sub" | modulemeta'
jq -nc -L lib '"a" | modulemeta'
jq -nc -L lib '"nope" | modulemeta'
echo "status $?"
jq -nc -L lib -L /x 'get_search_list'
jq -nc 'get_search_list'

#### a program of definitions alone runs .
echo '{"a":1}' | jq -c 'def f: 1;'
echo '{"a":1}' | jq -c 'def f: 1; def g: 2;'

#### compile errors: exit status 3 and jq 1.6's messages
for p in '1 +' '}' ']' '.a ]' '{a:1' '{a 1}' '1)' 'if 1 2 end' '"abc' '. as $x' '. as x | 1' \
    'reduce . as $x' '. | | .' '.a.[0]' '@' '.a b' '$' '..a' 'label out | 1' '[1,]' '1 | ' '. |= ' \
    '"\(1 +)"' 'def f(x: 1; f' '(1]' '1 $x' '"a" "b"' '.a.' '. as [$a, x] | 1' '{a: 1, "b" 2}'; do
  jq -n "$p"
  echo "status $?"
done 2>&1

#### object values are terms, negations and pipes of them
for p in '{a: 1 + 2}' '{a: try 1}' '{a: if . then 1 else 2 end}' '{a: 1, b: 2 * 3}' '{a: .[] as $x | $x}' \
    '{a: reduce .[] as $x (0;.)}' '{a: -1}' '{a: "x" | ascii_downcase}' '{a: (1 + 2)}' '{"a":1,}'; do
  jq -nc "$p"
  echo "status $?"
done 2>&1

#### an error after then or catch also says the statement may be unterminated
for p in 'if 1 then 2' 'if 1 then 2 3 end' 'if 1 then if 2 then 3' 'if 1 then 2 else 3' '[if 1 then 2]' 'try 1 catch'; do
  jq -n "$p"
  echo "status $?"
done 2>&1
