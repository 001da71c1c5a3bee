# jq: differences the family fuzzer (python -m fuzz.differential --family jq) found, recorded from jq 1.6.

#### an error on the left of // is not caught
jq -nc '(1, error("x")) // 2'
echo "status $?"
jq -nc '(null, error("x")) // 2'
echo "status $?"
jq -nc 'null | [.[] // 2]'
echo "status $?"
jq -nc 'try ((error("x")) // 1) catch "c"'
jq -nc '.a.b.c // 1'

#### if without else is a compile error in jq 1.6
jq -nc 'if 1 then 2 end'
echo "status $?"
jq -nc 'if 1 then 2 elif 3 then 4 end'
echo "status $?"

#### sort_by, group_by, min_by, max_by, min and max on what is not an array
for p in '{"a":[2,1]} | sort_by(.)' '{"a":[2,1]} | group_by(.)' '{"a":1} | min_by(.)' '"x" | max_by(.)' \
    'null | sort_by(.)' '5 | unique_by(.)' '{} | max' '"ab" | min' '{"a":"b"} | unique_by(length)'; do
  jq -nc "$p"
  echo "status $?"
done 2>&1

#### implode's errors, and what it makes of numbers that are not code points
for x in '[65,66]' '{"a":1}' '"x"' 'null' '[["a"]]' '[{"a":1}]' '[null]' '[1.5]' '[-1]' '[1114112]' '[55296]'; do
  echo "$x" | jq -c implode
  echo "status $?"
done 2>&1

#### @csv and @tsv on what is not an array
for x in 1 '{"a":1}' null '"x"' '[[1]]' '[{"a":1}]'; do
  echo "$x" | jq -r '@csv'
  echo "$x" | jq -r '@tsv'
done 2>&1

#### strftime needs all eight numbers of a broken-down time
for p in '[1] | todate' 'true | todate' '0 | todate' '[2020,0,1,0,0,0,0,0] | todate' '[[1]] | .[] | todate?'; do
  jq -nc "$p"
  echo "status $?"
done 2>&1

#### a raw slurp's error names the last file and its line count
## file: in.json
## | [0.1]
## file: two.txt
## | a
## | b
jq -c -R -s 'map(.)' in.json
jq -c -R -s 'error' in.json two.txt
echo "status $?"

#### a try catches errors raised downstream of its outputs (jq 1.6's backtracking)
for p in '(try 1) | error("x")' '(try 1) + "a"' '(try 1).a' '[(try (1,2)) as $x | $x, error("x")]' \
  'reduce (try (1,2)) as $x (0; error("x"))' '[(1,2)? | ., error("x")]' 'def f: try (1,2); [f | ., error("x")]' \
  '[limit(3; try (1,2,3)) | ., error("x")]' '{a: (try 1)} | error("x")' '"\(try 1)" | error("x")' \
  '[(try (1,2) catch .) | ., error("y")]' '(.a?) | error("x")' '[.[]?] | error("x")' '(1 // 2) | error("x")'; do
  jq -nc "$p"; echo "status $?"; done
printf '["1","a","2"]' | jq -c '.[] | tonumber? | . + 1'

#### break is an error a try or ? catches; try error("object") trips jq 1.6's handler
jq -nc '[label $x | 1, (break $x)?, 2]'
jq -nc '[label $x | try (break $x) catch ., 3]'
jq -nc '[label $x | try (break $x)]'
jq -nc 'try error("object") catch .'; echo "status $?"

#### evaluation order: a C builtin's last argument, an index's key, a slice's start are the outer loops
jq -nc '[pow(1,2; 3,4)]'
jq -nc '[[1,2],[3,4]] | [(.[0],.[1])[0,1]]'
jq -nc '[[1,2,3] | .[0,1:2,3]]'
jq -nc '[[3,1] | setpath([0],[1]; 5,6)]'
jq -nc '["\(1,2) \(3,4)"]'
jq -nc '[{(("a","b")): (1,2), c: (3,4)}]'

#### ? after an index drops only that index's error
jq -nc '5 | .a[]?'; echo "status $?"
jq -nc '5 | .a.b?'; echo "status $?"
jq -nc '{"a":5} | [.a.b?, .a[]?]'
jq -nc '{"a":1} | [path(.a?, .b[]?)]'
jq -nc '[1] | .[0]? |= 5'

#### input files are read as one text: a last value without newline runs into the next file
## file-nonl: a
## | 1
## file: b
## | 2
## file-nonl: c
## | [1
## file: d
## | ]
## file-nonl: e
## | {"a":1}
## file: f
## | {"b":2}
jq -c . a b; jq -c . c d; jq -c '.a.b' e f; echo "status $?"
jq -R . a b; jq -c -s . a b; jq -c . a - b <<< '7'
jq -c '[., input_filename, input_line_number]' a b

#### a file that cannot be opened stops the reading after the value in progress
## file: a
## | 1
## | 2
## file: b
## | 3 4
## | 5
jq -c . a nope b; echo "status $?"
jq -c . nope a b; echo "status $?"
jq -c . a b nope; echo "status $?"
jq -nc '[inputs]' a nope b; echo "status $?"
jq -n 1 nope; echo "status $?"

#### an error names the line a value was finished on
printf 'null{\n' | jq '.a'
printf 'false[1,\n' | jq -c 'keys'
printf '1e+100\n\nnull\n\n0{\n' | jq 'getpath(["x",0])'
printf '[1,\n2]\n' | jq -c '.[] | .a'

#### every compile error, in jq 1.6's order
for p in '[$a, foo, $b, bar(1)]' 'def f: foo; f, foo' '{(foo): bar}' 'reduce foo as $x (bar; baz)' 'def f: foo; 1' \
  'foo(bar)' 'map(foo) | bar' 'foo[bar]' '.a |= foo | bar' '.a += foo | bar' 'has(foo) | bar' \
  'def f: foo; def g: bar; g, f, baz' '"\(foo) \(bar)"' 'label $f | break $g' '.[foo:bar]'; do
  jq -nc "$p"; echo "status $?"; done

#### syntax errors: recovery inside an object, non-associative operators, object values are terms
for p in '{a: 1 + 2, b: 3 + 4}' '{a: if {a: ""} then . elif . then 1 else 2 end}' '{a: (1)?}' '{a: f?}' \
  '{a:1,$__loc__}' '.[] |= .a |= .' '1 == 2 == 3' '.a += .b -= 1' 'if . then 1 else 2 end[0]' '"\(1;2)"' \
  '1 / 0' 'try (1/0) catch .'; do
  jq -nc "$p"; echo "status $?"; done
jq -nc '.a = null // 1, (0 / 0)'

#### builtins built as jq 1.6 builds them
for p in '[limit(0; 1,2,3)]' '"abc" | [splits("")]' '"ab" | [match("$"; "g") | .offset]' '"a" | test(1)' \
  '"a\nb" | [test("a.b"), test("a.b"; "m")]' '"abc" | test("(")' '"abab" | [gsub("b"; "1", "2")]' '"aaa" | gsub("^a"; "b")' \
  '"a" | sub(1; "b")' '[[1]] | join(",")' '[1,null,true] | join("-")' 'false | reverse' 'true | indices(1)' \
  '"abc" | ascii_upcase, (1 | ascii_downcase)' '{} | delpaths([[0]])' '[] | delpaths([["a"]])' '1 | delpaths([["a"]])' \
  '1 | setpath(["a"]; 1)' '"nan" | tonumber' '"x" | fromjson' '1 | fromjson' '[1,2,3] | [.[1.5], .[1.2:2.8]]' \
  'nth(-1; 1,2)' '"!!!" | @base64d' "\"'\" | @html" 'error(null)' '1 % 0' '{} | unique' 'builtins | length'; do
  jq -nc "$p"; echo "status $?"; done

#### update assignments on .[] and paths (built on _modify as jq 1.6's are)
for p in 'null | .[] += 1' '[1,[2]] | .[] += 1' '[1,2] | .[] += (1, 10)' '[1,2] | .[] |= (., 10)' '[1,2,3] | (.[] | select(. > 1)) |= empty' \
  '[1,[2,[3]]] | (.. | numbers?) += 1' '[1,2,3] | limit(2; .[]) |= 0' '{"a":1} | to_entries[0].value += 1' '{"a":1} | .a = (1, 2)' \
  '[3] | .[0] -= "a"' '"x" | .[0] = 1' '[1] | .[-3] = 5' '{"a":null} | (.a // .b) = 1' '[1] | try (.[0] |= error("x")) catch .'; do
  jq -nc "$p"; echo "status $?"; done

#### --seq: a literal cut by an RS, a slurp after an abandoned text
printf '\036"x"\036null\036' | jq --seq -c .; echo "status $?"
printf '{"a":1}\n{' | jq --seq -s .a; echo "status $?"
printf '{} [] {"a": "b"}\n' | jq -R '[.[] | numbers]'; echo "status $?"

#### halt and halt_error end one input's run (the next input runs); the exit status is the last run's
printf '1 2 3' | jq 'halt_error'; echo "status $?"
printf '1 2 3' | jq '., halt'; echo "status $?"
printf '1 2' | jq 'if . == 1 then halt_error(3) else empty end'; echo "status $?"
printf '1 2' | jq -e 'if . == 1 then halt_error(3) else false end'; echo "status $?"
printf '1' | jq 'null | halt_error(1)'; echo "status $?"
printf '1 false' | jq -e .; echo "status $?"; printf 'false 1' | jq -e .; echo "status $?"; printf '' | jq -e .; echo "status $?"
printf '1 null' | jq 'has(0)'; echo "status $?"

#### @uri keeps jq 1.6's unreserved marks (! ~ * ' ( )) and escapes the rest
jq -rn '[range(0;128)] | implode | @uri'
jq -rn '"O'"'"'Neil (x*y)!~ é/?&=" | @uri'

#### after a slurp, or once the last file ended, jq's reader names no file
echo '[1,2]' > in.json
jq -s '[., input]' in.json; echo "status $?"
echo '[1]' | jq -s 'input'; echo "status $?"
jq -s 'try input catch ., error("y")' in.json; echo "status $?"
jq -n 'input, input' in.json; echo "status $?"
jq -sn 'input, error("z")' in.json; echo "status $?"
jq -sn 'input, input' in.json; echo "status $?"
jq -R -s 'input' in.json; echo "status $?"
jq -R 'input' in.json; echo "status $?"
printf '1\n2\n3' | jq '[., input]'; echo "status $?"
printf '1\n2\n3\n' | jq '[., input]'; echo "status $?"

#### error recovery in an object: an error after a whole entry resumes after the `{` (bison reduces the entries first)
for p in '{"\(1)": . as [$a, $b] | {a: $a}}' '{a: 1, "b": . as [$x, $y] | {c: 1}}' '{a: 1, b: 2 3} | {c: 1 2}' '{a: 1, b: 2 3, d: 4}' \
  '{a: 1, b: 2 3: 5 6: 7}' '{a: 1, b x: 5} | {c: 1 2}' '{a: 1, b: 2 3, c: 4 5: 6}' '{a b: 1, c: 2 3 : 4}' \
  '{a: 1, b:, c: 2 3: 4}' '{a: 1, (1 2): 3 4: 5}' '{a: 1, x y z: 3 | 4 5: 6}' '{a: 1 2: 3, b: 4 5: 6}' \
  '{x: 1, $__loc__: 2 3: 4}' '[{a: 1 2: 3}, {b: 1, c 2: 3}]' '{a: {b: 1 2: 3}, c: 4 5: 6}' '{a: 1, b: .[1 2]: 3}' '{a: if 1 then 2 3: 4}'; do
  jq -n "$p"; echo "status $?"; done

#### a term's brackets recover on their own (Term '[' error ']'): later errors are still reported
for p in '.[1 2] | 3 4' '.a[1 2] | 3 4 5 6' '.[1 2 3] | 4 5' '.a[2 3]? | 4 5' '.[1:2 3] | 4 5' '.[: 2 3] | 4 5' '.a | .[1 2 3 4] | 5 6' '{a: .[1 2] 3: 4}'; do
  jq -n "$p"; echo "status $?"; done

#### a constant key that is not a string is a compile error (jq 1.6 folds constants: literals, arrays, objects, + - * / and comparisons of numbers)
for p in '{(1): 2}' '{(1): 2 3}' '{(null): 1}' '{([1]): 1}' '{("a"): 1}' '{(1+1): 1}' '{(true): 1}' '{({}): 1}' '{(-1): 2}' '{(1,2): 3}' \
  '{(1): 2, b: 3 4}' '{("x\(1)"): 1}' '{(.): 1}' '{(1.5): 1} | 3 4' '{({(1):2}): 1}' '{({"a":(1,2)}): 1}' '{(null+[1]): 1}' '{([1]+null): 1}' \
  '{(1 == "a"): 1}' '{(2/0): 1}' '{(0/0): 1}' '{(1+1 | 2): 1}' '{(1):}' '{(1): .a.b}' '{(1/2): 1}' '{(1e1000): 1}' '{("a"+"b"): 1}' \
  '{(null+null): 1}' '{(5%2): 1}' '{(1>=2): 1}' '{([(1,2),3]): 1}' '{([1,(2,3),4]): 1}' '{({"a":[1,(2,3)]}): 1}' '{({a: 1, "b": 2}): 3}'; do
  jq -nc "$p"; echo "status $?"; done
