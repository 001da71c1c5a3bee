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
