# jq 1.6: paths, filters, builtins, assignment, formats, options, errors and exit statuses.

#### jq . a.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq . a.json

#### jq -c . a.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c . a.json

#### jq .a a.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq .a a.json

#### jq '.b[2]' a.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq '.b[2]' a.json

#### jq '.b[]' a.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq '.b[]' a.json

#### jq -r .d a.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -r .d a.json

#### jq -c 'sort, length, add, (.[] | select(. > 1))' arr.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c 'sort, length, add, (.[] | select(. > 1))' arr.json

#### jq '.b.c' a.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq '.b.c' a.json

#### jq '.[0]' words
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq '.[0]' words

#### jq . bad.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq . bad.json

#### jq .name objs.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq .name objs.json

#### jq -s -c 'sort_by(.n)' objs.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -s -c 'sort_by(.n)' objs.json

#### jq -c 'map(.name)' users.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c 'map(.name)' users.json

#### jq -c 'map(select(.age > 30) | .name)' users.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c 'map(select(.age > 30) | .name)' users.json

#### jq -c 'group_by(.age) | map({age: .[0].age, names: map(.name)})' users
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c 'group_by(.age) | map({age: .[0].age, names: map(.name)})' users.json

#### jq -c '[.[] | {name, n: (.tags | length)}]' users.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c '[.[] | {name, n: (.tags | length)}]' users.json

#### jq -r '.[] | "\(.name) is \(.age)"' users.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -r '.[] | "\(.name) is \(.age)"' users.json

#### jq -r '.[] | [.name, .age] | @csv' users.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -r '.[] | [.name, .age] | @csv' users.json

#### jq -r '.[] | [.name, .age] | @tsv' users.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -r '.[] | [.name, .age] | @tsv' users.json

#### jq 'map(.age) | add / length' users.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq 'map(.age) | add / length' users.json

#### jq -c 'to_entries' a.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c 'to_entries' a.json

#### jq -c 'keys' a.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c 'keys' a.json

#### jq -c 'del(.b)' a.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c 'del(.b)' a.json

#### jq -c '.a += 10 | .new = "x"' a.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c '.a += 10 | .new = "x"' a.json

#### jq -c '.b[0] |= . * 100' a.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c '.b[0] |= . * 100' a.json

#### jq -c '[paths]' arr.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c '[paths]' arr.json

#### jq -c 'with_entries(.value |= tostring)' objs.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c 'with_entries(.value |= tostring)' objs.json

#### jq -c '[.[] | .tags[]] | unique' users.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c '[.[] | .tags[]] | unique' users.json

#### jq -c 'reduce .[] as $u ({}; .[$u.name] = $u.age)' users.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c 'reduce .[] as $u ({}; .[$u.name] = $u.age)' users.json

#### jq -c '[foreach .[] as $x (0; . + $x)]' arr.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c '[foreach .[] as $x (0; . + $x)]' arr.json

#### jq -c '[limit(2; .[])]' arr.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c '[limit(2; .[])]' arr.json

#### jq -c 'first(.[]), last' arr.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c 'first(.[]), last' arr.json

#### jq -c '[range(5)], [range(2;10;3)]' arr.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c '[range(5)], [range(2;10;3)]' arr.json

#### jq -c 'if . == [] then "empty" elif length > 2 then "big" else "small"
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c 'if . == [] then "empty" elif length > 2 then "big" else "small" end' arr.json

#### jq -c 'try error("boom") catch .' arr.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c 'try error("boom") catch .' arr.json

#### jq -c '.[] as $x | $x * 2' arr.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c '.[] as $x | $x * 2' arr.json

#### jq -c '. as [$a, $b] | {a: $a, b: $b}' arr.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c '. as [$a, $b] | {a: $a, b: $b}' arr.json

#### jq -c 'map(tostring) | join("-")' arr.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c 'map(tostring) | join("-")' arr.json

#### jq -c '"a,b,c" | split(",")' arr.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c '"a,b,c" | split(",")' arr.json

#### jq -c '"test 123" | test("[0-9]+"), ("foo bar" | sub("o"; "0")), ("foo
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c '"test 123" | test("[0-9]+"), ("foo bar" | sub("o"; "0")), ("foo" | gsub("o"; "0"))' arr.json

#### jq -c '"abc" | ascii_upcase, explode, length' arr.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c '"abc" | ascii_upcase, explode, length' arr.json

#### jq -c '[.[] | tostring]' arr.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c '[.[] | tostring]' arr.json

#### jq -c 'any(. > 2), all(. > 0)' arr.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c 'any(. > 2), all(. > 0)' arr.json

#### jq -c 'min, max, (map(-.) | min)' arr.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c 'min, max, (map(-.) | min)' arr.json

#### jq -c 'indices(1), index(2)' arr.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c 'indices(1), index(2)' arr.json

#### jq -c 'flatten' users.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c 'flatten' users.json

#### jq -c '[.[] | .age] | unique | length' users.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c '[.[] | .age] | unique | length' users.json

#### jq -c '.[1:], .[:-1], .[-1]' arr.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c '.[1:], .[:-1], .[-1]' arr.json

#### jq -c 'has(0), has(5)' arr.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c 'has(0), has(5)' arr.json

#### jq -c '.[0] | has("name"), has("zzz")' users.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c '.[0] | has("name"), has("zzz")' users.json

#### jq -c 'map(.name | ascii_downcase | ltrimstr("a"))' users.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c 'map(.name | ascii_downcase | ltrimstr("a"))' users.json

#### jq -c '[.[] | select(.tags | index("y"))] | length' users.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c '[.[] | select(.tags | index("y"))] | length' users.json

#### jq -c 'walk(if type == "number" then . + 1 else . end)' a.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c 'walk(if type == "number" then . + 1 else . end)' a.json

#### jq -c 'tojson, (tojson | fromjson)' arr.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c 'tojson, (tojson | fromjson)' arr.json

#### jq -c '@base64, (@base64 | @base64d)' words
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c '@base64, (@base64 | @base64d)' words

#### jq -n '1/3, 10/2, infinite, -infinite, nan'
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -n '1/3, 10/2, infinite, -infinite, nan'

#### jq -n '[.[]?]'
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -n '[.[]?]'

#### jq -n '"a" * 3'
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -n '"a" * 3'

#### jq -rn '"a\tb", ["x","y"], ([1,"a b"]|@csv), ([1,"a\tb"]|@tsv), ("<&>"
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -rn '"a\tb", ["x","y"], ([1,"a b"]|@csv), ([1,"a\tb"]|@tsv), ("<&>"|@html), ("a b/c"|@uri), ("it'"'"'s"|@sh), ("hi"|@base64)'

#### jq -c '.[] |= empty' arr.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c '.[] |= empty' arr.json

#### jq -n 'error("x")'
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -n 'error("x")'

#### jq -n '{} | error'
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -n '{} | error'

#### jq -n 'error({"a":1})'
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -n 'error({"a":1})'

#### jq -e .missing a.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -e .missing a.json

#### jq -e empty a.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -e empty a.json

#### jq .a words
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq .a words

#### jq '.[]' a.json words
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq '.[]' a.json words

#### jq -r '@text "x\(.)"' arr.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -r '@text "x\(.)"' arr.json

#### jq -n --arg x 5 '$x'
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -n --arg x 5 '$x'

#### jq -n --argjson x '{"a":[1]}' '$x.a[0]'
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -n --argjson x '{"a":[1]}' '$x.a[0]'

#### jq -nc '$ENV | type'
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -nc '$ENV | type'

#### jq -nc '[1,[2,[3]]] | flatten(1)'
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -nc '[1,[2,[3]]] | flatten(1)'

#### jq -R . lines.txt
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -R . lines.txt

#### jq -Rs . lines.txt
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -Rs . lines.txt

#### jq -S . objs.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -S . objs.json

#### jq --tab . arr.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq --tab . arr.json

#### jq --indent 1 . users.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq --indent 1 . users.json

#### jq -j '.[]' arr.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -j '.[]' arr.json

#### jq -a -c . a.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -a -c . a.json

#### jq -c 'path(..)' objs.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c 'path(..)' objs.json

#### jq -c '[.[] | numbers]' users.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c '[.[] | numbers]' users.json

#### jq -c '.[0] | to_entries | map(.key)' users.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c '.[0] | to_entries | map(.key)' users.json

#### jq -c 'map(has("age")) | all' users.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c 'map(has("age")) | all' users.json

#### jq 'length' a.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq 'length' a.json

#### jq '.' nofile.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq '.' nofile.json

#### jq '.[' a.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq '.[' a.json

#### jq -c 'input' objs.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c 'input' objs.json

#### jq -nc '[inputs]' objs.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -nc '[inputs]' objs.json

#### jq -c '{(.name): .n}' objs.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c '{(.name): .n}' objs.json

#### jq -c '[.[] | .age] | sort | reverse' users.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c '[.[] | .age] | sort | reverse' users.json

#### jq -c 'sort_by(.age, .name) | map(.name)' users.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c 'sort_by(.age, .name) | map(.name)' users.json

#### jq -c 'min_by(.age).name, max_by(.age).name' users.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c 'min_by(.age).name, max_by(.age).name' users.json

#### jq -c 'map(select(.name | test("^b")))' users.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c 'map(select(.name | test("^b")))' users.json

#### jq -c '[.[] | .name | capture("(?<first>.)(?<rest>.*)")]' users.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c '[.[] | .name | capture("(?<first>.)(?<rest>.*)")]' users.json

#### jq -c '[match("a+"; "g") | .offset]' words
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c '[match("a+"; "g") | .offset]' words

#### jq -c 'splits("l")' words
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c 'splits("l")' words

#### jq -c 'ascii_downcase' words
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c 'ascii_downcase' words

#### jq -c '. as {name: $n} | $n' objs.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c '. as {name: $n} | $n' objs.json

#### jq -c 'getpath(["b",2,"c"]), setpath(["b",0]; 9) | tostring' a.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c 'getpath(["b",2,"c"]), setpath(["b",0]; 9) | tostring' a.json

#### jq -c 'tostream' arr.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c 'tostream' arr.json

#### jq -c 'label $f | .[] | if . == 1 then break $f else . end' arr.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c 'label $f | .[] | if . == 1 then break $f else . end' arr.json

#### jq -c 'def f(x): x * 2; map(f(.))' arr.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c 'def f(x): x * 2; map(f(.))' arr.json

#### jq -c 'def fac: if . <= 1 then 1 else . * (. - 1 | fac) end; map(fac)'
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c 'def fac: if . <= 1 then 1 else . * (. - 1 | fac) end; map(fac)' arr.json

#### jq -c '.a // "default", .zzz // "default"' a.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c '.a // "default", .zzz // "default"' a.json

#### jq -c 'to_entries | from_entries' objs.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c 'to_entries | from_entries' objs.json

#### jq -c 'map(. * 2) | add' arr.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c 'map(. * 2) | add' arr.json

#### jq -c '[.[] | . % 2]' arr.json
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -c '[.[] | . % 2]' arr.json

#### jq '"\u00e9" | utf8bytelength' -n
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq '"\u00e9" | utf8bytelength' -n

#### jq -n '[1,2] - [2]'
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -n '[1,2] - [2]'

#### jq -n '{"a":{"b":1}} * {"a":{"c":2}}' -c
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -n '{"a":{"b":1}} * {"a":{"c":2}}' -c

#### jq -n '"x" + 1'
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -n '"x" + 1'

#### jq -n '{} | .a.b.c = 1' -c
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -n '{} | .a.b.c = 1' -c

#### jq -n '[3,2,1] | sort_by(.)' -c
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -n '[3,2,1] | sort_by(.)' -c

#### jq -n 'now | type'
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -n 'now | type'

#### jq -n '0 | todate'
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -n '0 | todate'

#### jq -n '"2015-03-05T23:51:47Z" | fromdate'
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -n '"2015-03-05T23:51:47Z" | fromdate'

#### jq -n '[splits("a"; "g")]' -c
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -n '[splits("a"; "g")]' -c

#### jq -n '"abc" | .[1:2]'
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -n '"abc" | .[1:2]'

#### jq -n 'null | length'
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -n 'null | length'

#### jq -n 'true | length'
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -n 'true | length'

#### jq -n '[1,2,3] | IN(2)'
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -n '[1,2,3] | IN(2)'

#### jq -n '[limit(3; repeat(1))]' -c
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -n '[limit(3; repeat(1))]' -c

#### jq -n '[1,2] | combinations' -c
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -n '[1,2] | combinations' -c

#### jq -n '[[1,2],[3,4]] | transpose' -c
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -n '[[1,2],[3,4]] | transpose' -c

#### jq -n '{"a":1,"b":2} | map_values(. + 1)' -c
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -n '{"a":1,"b":2} | map_values(. + 1)' -c

#### jq -n '"x" | ltrimstr("x"), rtrimstr("x")'
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -n '"x" | ltrimstr("x"), rtrimstr("x")'

#### jq -n '123 | tostring | length'
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -n '123 | tostring | length'

#### jq -n '"1e3" | tonumber'
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -n '"1e3" | tonumber'

#### jq -n '[.[]?] | length'
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -n '[.[]?] | length'

#### jq -n '{"a":[1,2]} | .a[1:] = [9]' -c
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -n '{"a":[1,2]} | .a[1:] = [9]' -c

#### jq -n '[1,2,3] | del(.[0,2])' -c
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -n '[1,2,3] | del(.[0,2])' -c

#### jq -n '[1,null,2] | map(values)' -c
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -n '[1,null,2] | map(values)' -c

#### jq -n '"a-b_c" | gsub("[-_]"; " ")'
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -n '"a-b_c" | gsub("[-_]"; " ")'

#### jq -n '"abc" | test("B"; "i")'
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -n '"abc" | test("B"; "i")'

#### jq -n '[1,2,3] | .[1:] | length'
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -n '[1,2,3] | .[1:] | length'

#### jq -n '{"a":1} | has("a"), (keys | length)'
## stdin: {"in":1}\n
## file: a.json
## | {"a":1.0,"b":[1,2,{"c":null}],"d":"x\u00e9","e":1e100,"f":3.14159,"g":100000000000000000000}
## file: arr.json
## | [3,1,2]
## file: objs.json
## | {"name":"b","n":2}
## | {"name":"a","n":1}
## file: users.json
## | [{"name":"ann","age":31,"tags":["x","y"]},{"name":"bob","age":25,"tags":[]},{"name":"cy","age":31,"tags":["y"]}]
## file: bad.json
## | {"a":1,
## file: words
## | hello
## file: lines.txt
## | one
## | two
jq -n '{"a":1} | has("a"), (keys | length)'
