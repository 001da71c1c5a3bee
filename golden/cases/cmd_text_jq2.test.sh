# jq (second set): jq 1.6 paths, update operators, reduce/foreach, generators, entries, by-functions, strings, regex, formats, options, statuses, errors, numbers.

#### jq -c 'paths' a.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -c 'paths' a.json

#### jq -c '[paths(type == "number")]' a.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -c '[paths(type == "number")]' a.json

#### jq -c 'getpath(["a","b",2,"c"])' a.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -c 'getpath(["a","b",2,"c"])' a.json

#### jq -c 'setpath(["a","x"]; 9) | .a' a.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -c 'setpath(["a","x"]; 9) | .a' a.json

#### jq -c 'delpaths([["a"],["n"]])' a.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -c 'delpaths([["a"],["n"]])' a.json

#### jq -c '[leaf_paths]' a.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -c '[leaf_paths]' a.json

#### jq -c 'to_entries' two.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -c 'to_entries' two.json

#### jq -c '.a.b[0] += 10 | .a.b' a.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -c '.a.b[0] += 10 | .a.b' a.json

#### jq -c '.arr |= map(. * 2) | .arr' a.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -c '.arr |= map(. * 2) | .arr' a.json

#### jq -c '.num -= 1 | .num *= 4 | .num /= 2 | .num' a.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -c '.num -= 1 | .num *= 4 | .num /= 2 | .num' a.json

#### jq -c '.arr[] |= . + 1 | .arr' a.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -c '.arr[] |= . + 1 | .arr' a.json

#### jq -c '.n //= "dflt" | .n' a.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -c '.n //= "dflt" | .n' a.json

#### jq -c '.arr %= 2' a.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -c '.arr %= 2' a.json

#### jq -c '.arr[1:3] = ["x"] | .arr' a.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -c '.arr[1:3] = ["x"] | .arr' a.json

#### jq -c 'del(.a, .s) | keys' a.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -c 'del(.a, .s) | keys' a.json

#### jq -c 'reduce .arr[] as $x (0; . + $x)' a.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -c 'reduce .arr[] as $x (0; . + $x)' a.json

#### jq -c '[foreach .arr[] as $x (0; . + $x)]' a.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -c '[foreach .arr[] as $x (0; . + $x)]' a.json

#### jq -c '[foreach .arr[] as $x (0; . + $x; [$x, .])]' a.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -c '[foreach .arr[] as $x (0; . + $x; [$x, .])]' a.json

#### jq -c '[limit(2; .arr[])]' a.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -c '[limit(2; .arr[])]' a.json

#### jq -c 'first(.arr[]), last(.arr[])' a.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -c 'first(.arr[]), last(.arr[])' a.json

#### jq -c '[.arr | first, last]' a.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -c '[.arr | first, last]' a.json

#### jq -c '[0 | until(. > 100; . * 2 + 1)]' a.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -c '[0 | until(. > 100; . * 2 + 1)]' a.json

#### jq -c '[range(0; 10; 3)]' a.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -c '[range(0; 10; 3)]' a.json

#### jq -c '[range(5)] | nth(2)' a.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -c '[range(5)] | nth(2)' a.json

#### jq -c 'to_entries | map(.key)' a.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -c 'to_entries | map(.key)' a.json

#### jq -c '[{key:"a",value:1},{name:"b",value:2},{k:"c",v:3}] | from_entries' -n
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -c '[{key:"a",value:1},{name:"b",value:2},{k:"c",v:3}] | from_entries' -n

#### jq -c 'with_entries(.value |= tostring) | .num' a.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -c 'with_entries(.value |= tostring) | .num' a.json

#### jq -c 'group_by(.age) | map(map(.name))' u.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -c 'group_by(.age) | map(map(.name))' u.json

#### jq -c 'unique_by(.team) | map(.name)' u.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -c 'unique_by(.team) | map(.name)' u.json

#### jq -c 'min_by(.age), max_by(.age) | .name' u.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -c 'min_by(.age), max_by(.age) | .name' u.json

#### jq -c 'sort_by(.age, .name) | map(.name)' u.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -c 'sort_by(.age, .name) | map(.name)' u.json

#### jq -c 'map(select(.age > 30)) | length' u.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -c 'map(select(.age > 30)) | length' u.json

#### jq -c '.arr | unique, min, max, add, length, reverse' a.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -c '.arr | unique, min, max, add, length, reverse' a.json

#### jq -c '[.s | ascii_downcase, ascii_upcase, length, utf8bytelength]' a.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -c '[.s | ascii_downcase, ascii_upcase, length, utf8bytelength]' a.json

#### jq -c '.s | split(", ")' a.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -c '.s | split(", ")' a.json

#### jq -c '.s | ltrimstr("Hello") | rtrimstr("World")' a.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -c '.s | ltrimstr("Hello") | rtrimstr("World")' a.json

#### jq -c '.s | startswith("Hell"), endswith("x")' a.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -c '.s | startswith("Hell"), endswith("x")' a.json

#### jq -c '.s | explode | implode' a.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -c '.s | explode | implode' a.json

#### jq -c '[.s | indices("l")], (.s | index("o")), (.s | rindex("o"))' a.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -c '[.s | indices("l")], (.s | index("o")), (.s | rindex("o"))' a.json

#### jq -c '.s | test("world"; "i"), test("world")' a.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -c '.s | test("world"; "i"), test("world")' a.json

#### jq -c '.s | match("(o)(r)?"; "g") | .offset' a.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -c '.s | match("(o)(r)?"; "g") | .offset' a.json

#### jq -c '[.s | match("l+"; "g").string]' a.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -c '[.s | match("l+"; "g").string]' a.json

#### jq -c '.s | capture("(?<first>\\w+), (?<second>\\w+)")' a.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -c '.s | capture("(?<first>\\w+), (?<second>\\w+)")' a.json

#### jq -c '[.s | scan("[A-Z]")]' a.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -c '[.s | scan("[A-Z]")]' a.json

#### jq -c '.s | sub("o"; "0"), gsub("o"; "0"), gsub("L"; "_"; "i")' a.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -c '.s | sub("o"; "0"), gsub("o"; "0"), gsub("L"; "_"; "i")' a.json

#### jq -c '.s | [splits(", *")]' a.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -c '.s | [splits(", *")]' a.json

#### jq -r '.arr | @csv, @tsv, @sh' a.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -r '.arr | @csv, @tsv, @sh' a.json

#### jq -r '.s | @base64, (@base64 | @base64d), @uri, @html, @json, @text' a.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -r '.s | @base64, (@base64 | @base64d), @uri, @html, @json, @text' a.json

#### jq -r '"x\(.num)y", @json "v=\(.a)"' a.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -r '"x\(.num)y", @json "v=\(.a)"' a.json

#### jq -r '[1,"a b",null] | @sh' -n
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -r '[1,"a b",null] | @sh' -n

#### jq -n --arg x 5 --argjson y '{"z":1}' '[$x, $y]' -c
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n --arg x 5 --argjson y '{"z":1}' '[$x, $y]' -c

#### jq -n -c '$ARGS' --args a b
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n -c '$ARGS' --args a b

#### jq -n -c '$ARGS.positional' --jsonargs 1 '{"a":2}' null
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n -c '$ARGS.positional' --jsonargs 1 '{"a":2}' null

#### jq -n -c --slurpfile s nums.json '$s'
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n -c --slurpfile s nums.json '$s'

#### jq -n -c --rawfile r raw.txt '$r'
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n -c --rawfile r raw.txt '$r'

#### jq -n --argjson y '{bad' '$y'; echo "st=$?"
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n --argjson y '{bad' '$y'; echo "st=$?"

#### jq -n --slurpfile s nonexist.json '$s'; echo "st=$?"
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n --slurpfile s nonexist.json '$s'; echo "st=$?"

#### jq -r '.s' a.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -r '.s' a.json

#### jq -j '.s, .num' a.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -j '.s, .num' a.json

#### jq -a '.s + "é☃"' a.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -a '.s + "é☃"' a.json

#### jq -S . a.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -S . a.json

#### jq -S -c . a.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -S -c . a.json

#### jq --tab . two.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq --tab . two.json

#### jq --indent 1 .a a.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq --indent 1 .a a.json

#### jq --indent 0 .a a.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq --indent 0 .a a.json

#### jq --indent 9 .a a.json; echo "st=$?"
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq --indent 9 .a a.json; echo "st=$?"

#### jq -e '.n' a.json; echo "st=$?"
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -e '.n' a.json; echo "st=$?"

#### jq -e '.t' a.json; echo "st=$?"
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -e '.t' a.json; echo "st=$?"

#### jq -e 'false' -n; echo "st=$?"
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -e 'false' -n; echo "st=$?"

#### jq -e 'empty' -n; echo "st=$?"
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -e 'empty' -n; echo "st=$?"

#### jq -e '.x.y' a.json; echo "st=$?"
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -e '.x.y' a.json; echo "st=$?"

#### jq -e 'error("boom")' -n; echo "st=$?"
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -e 'error("boom")' -n; echo "st=$?"

#### jq -s -c . nums.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -s -c . nums.json

#### jq -s 'add' nums.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -s 'add' nums.json

#### jq -n 'input, input' nums.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n 'input, input' nums.json

#### jq -n -c '[inputs]' nums.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n -c '[inputs]' nums.json

#### jq -R . raw.txt
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -R . raw.txt

#### jq -R -s . raw.txt
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -R -s . raw.txt

#### jq -R -n -c '[inputs]' raw.txt
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -R -n -c '[inputs]' raw.txt

#### jq -c . nums.json two.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -c . nums.json two.json

#### jq -s -c 'length' nums.json two.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -s -c 'length' nums.json two.json

#### jq . bad2.json; echo "st=$?"
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq . bad2.json; echo "st=$?"

#### jq . nonexist.json; echo "st=$?"
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq . nonexist.json; echo "st=$?"

#### jq . e.json; echo "st=$?"
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq . e.json; echo "st=$?"

#### jq -s -c . e.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -s -c . e.json

#### jq '.a.b.c' a.json; echo "st=$?"
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq '.a.b.c' a.json; echo "st=$?"

#### jq '.s + 1' a.json; echo "st=$?"
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq '.s + 1' a.json; echo "st=$?"

#### jq '{} - 1' -n; echo "st=$?"
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq '{} - 1' -n; echo "st=$?"

#### jq '.[' a.json; echo "st=$?"
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq '.[' a.json; echo "st=$?"

#### jq 'foo(' a.json; echo "st=$?"
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq 'foo(' a.json; echo "st=$?"

#### jq 'nofunc' a.json; echo "st=$?"
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq 'nofunc' a.json; echo "st=$?"

#### jq -c '.[]' f.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -c '.[]' f.json

#### jq -c . f.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -c . f.json

#### jq -n '1/3, 2/3, 10/3, 1e-7, 123456.789, 3.14e15, 1e16'
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n '1/3, 2/3, 10/3, 1e-7, 123456.789, 3.14e15, 1e16'

#### jq -n '[.[]?]' -c
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n '[.[]?]' -c

#### jq -n -c '[1,[2]] | flatten, ([[1,[2,[3]]]] | flatten(1))'
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n -c '[1,[2]] | flatten, ([[1,[2,[3]]]] | flatten(1))'

#### jq -n -c '{"a":1} * {"a":{"b":2}}, ({"a":{"x":1}} * {"a":{"y":2}})'
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n -c '{"a":1} * {"a":{"b":2}}, ({"a":{"x":1}} * {"a":{"y":2}})'

#### jq -n -c '[1,2,3] - [2], [1,2] + null, "ab" * 3'
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n -c '[1,2,3] - [2], [1,2] + null, "ab" * 3'

#### jq -n -c '"abc" | .[1:], .[:-1]'
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n -c '"abc" | .[1:], .[:-1]'

#### jq -n -c '[10,2,5] | sort, (map(tostring) | sort)'
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n -c '[10,2,5] | sort, (map(tostring) | sort)'

#### jq -n -c '[3,1] | tojson, (tojson | fromjson)'
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n -c '[3,1] | tojson, (tojson | fromjson)'

#### jq -n -c '"1.50" | tonumber, ("x" | try tonumber catch "bad")'
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n -c '"1.50" | tonumber, ("x" | try tonumber catch "bad")'

#### jq -n -c 'try error("x") catch ., (try error({a:1}) catch .a)'
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n -c 'try error("x") catch ., (try error({a:1}) catch .a)'

#### jq -n -c '[.[]?], (null | length), ("héllo" | length), ({"a":1} | length)'
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n -c '[.[]?], (null | length), ("héllo" | length), ({"a":1} | length)'

#### jq -n -c '[1,2] | any, all, (map(. > 1) | any)'
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n -c '[1,2] | any, all, (map(. > 1) | any)'

#### jq -n -c '{"a":[1,2]} | has("a"), (.a | has(1)), ("b" | in({"b":1}))'
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n -c '{"a":[1,2]} | has("a"), (.a | has(1)), ("b" | in({"b":1}))'

#### jq -n -c '[1,null,2] | map(values), map(select(. != null)), index(2)'
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n -c '[1,null,2] | map(values), map(select(. != null)), index(2)'

#### jq -n -c '"a,b" | ascii_downcase, ("x" | ascii)' 2>&1; echo "st=$?"
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n -c '"a,b" | ascii_downcase, ("x" | ascii)' 2>&1; echo "st=$?"

#### jq -n -c '"a,b" | ascii, (["a","b"] | join("-")), ([1,null,"x"] | join(","))' 2>&1; echo "st=$?"
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n -c '"a,b" | ascii, (["a","b"] | join("-")), ([1,null,"x"] | join(","))' 2>&1; echo "st=$?"

#### jq -n -c '[splits("a"; null)]' 2>&1; echo "st=$?"
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n -c '[splits("a"; null)]' 2>&1; echo "st=$?"

#### jq -n -c 'label $out | 1, 2, break $out, 3'
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n -c 'label $out | 1, 2, break $out, 3'

#### jq -n -c 'def f(x): x * 2; f(3), ([1,2] | map(f(.)))'
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n -c 'def f(x): x * 2; f(3), ([1,2] | map(f(.)))'

#### jq -n -c 'def fac: if . <= 1 then 1 else . * (. - 1 | fac) end; 10 | fac'
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n -c 'def fac: if . <= 1 then 1 else . * (. - 1 | fac) end; 10 | fac'

#### jq -n -c '[1,2,3] as [$a, $b] | {$a, $b}'
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n -c '[1,2,3] as [$a, $b] | {$a, $b}'

#### jq -n -c '{"k":{"v":1}} as {k: {v: $x}} | $x'
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n -c '{"k":{"v":1}} as {k: {v: $x}} | $x'

#### jq -n -c '[paths] | length' 
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n -c '[paths] | length' 

#### jq -n -c 'env | type'
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n -c 'env | type'

#### jq -n -c '"\u00e9" | @uri, utf8bytelength'
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n -c '"\u00e9" | @uri, utf8bytelength'

#### jq -n -c '[1,2] | getpath([5]), (try getpath(["a"]) catch .)'
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n -c '[1,2] | getpath([5]), (try getpath(["a"]) catch .)'

#### jq -n -c 'input_line_number'
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n -c 'input_line_number'

#### jq -n -c '[limit(3; repeat(1))]'
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n -c '[limit(3; repeat(1))]'

#### jq -n -c '[recurse(if . < 3 then . + 1 else empty end)]' --argjson x 0
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n -c '[recurse(if . < 3 then . + 1 else empty end)]' --argjson x 0

#### jq -n -c '0 | [recurse(if . < 3 then . + 1 else empty end)]'
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n -c '0 | [recurse(if . < 3 then . + 1 else empty end)]'

#### jq -n -c '{"a":{"b":1}} | [.. | numbers]'
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n -c '{"a":{"b":1}} | [.. | numbers]'

#### jq -n -c '[1,[2]] | walk(if type == "number" then . + 1 else . end)'
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n -c '[1,[2]] | walk(if type == "number" then . + 1 else . end)'

#### jq -n -c 'now | type'
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n -c 'now | type'

#### jq -n -c '"2015-03-05T23:51:47Z" | fromdate, (1425599507 | todate)'
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n -c '"2015-03-05T23:51:47Z" | fromdate, (1425599507 | todate)'

#### jq -n -c '1425599507 | gmtime | mktime'
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n -c '1425599507 | gmtime | mktime'

#### jq -n -c '[1,2,3] | IN(2), (.[] | IN(2, 3))'
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n -c '[1,2,3] | IN(2), (.[] | IN(2, 3))'

#### jq -n -c '"test" | ltrimstr(1), splits("e")'
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n -c '"test" | ltrimstr(1), splits("e")'

#### jq -n -c 'ltrimstr' ; echo "st=$?"
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n -c 'ltrimstr' ; echo "st=$?"

#### jq --arg 2>&1; echo "st=$?"
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq --arg 2>&1; echo "st=$?"

#### jq -n -c '@base32 "\("hi")", ("NBUQ====" | @base32d)'
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n -c '@base32 "\("hi")", ("NBUQ====" | @base32d)'

#### jq -n -c 'infinite, -infinite, nan | isinfinite, isnan'
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n -c 'infinite, -infinite, nan | isinfinite, isnan'

#### jq -n -c '[nan] | tostring, (nan < 1)'
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n -c '[nan] | tostring, (nan < 1)'

#### jq -n 'halt_error("bye\n")'; echo "st=$?"
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n 'halt_error("bye\n")'; echo "st=$?"

#### jq -n '{"a":1} | halt_error'; echo "st=$?"
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n '{"a":1} | halt_error'; echo "st=$?"

#### jq -n '"x" | halt_error(3)'; echo "st=$?"
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n '"x" | halt_error(3)'; echo "st=$?"

#### jq -n 'halt'; echo "st=$?"
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n 'halt'; echo "st=$?"

#### jq -n -c '[1,"x"] | {(.[0]):1}'; echo "st=$?"
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n -c '[1,"x"] | {(.[0]):1}'; echo "st=$?"

#### jq -n -c '[nan,1,nan] | sort, (.[0] < .[2]), (.[0] == .[0])'
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n -c '[nan,1,nan] | sort, (.[0] < .[2]), (.[0] == .[0])'

#### jq -n '"x" | halt_error(1)'; echo "st=$?"
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n '"x" | halt_error(1)'; echo "st=$?"

#### jq --indent -1 . two.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq --indent -1 . two.json

#### jq --tab --indent 3 .a a.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq --tab --indent 3 .a a.json

#### jq --indent 3 --tab .a a.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq --indent 3 --tab .a a.json

#### jq --indent x . two.json
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq --indent x . two.json

#### jq --slurpfile s; echo "st=$?"
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq --slurpfile s; echo "st=$?"

#### jq -n --rawfile r nonexist '$r'; echo "st=$?"
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n --rawfile r nonexist '$r'; echo "st=$?"

#### jq -n -c '[1,2] | implode'
## file: a.json
## | {"a":{"b":[1,2,{"c":3}]},"n":null,"s":"Hello, World","t":true,"arr":[3,1,2,1],"num":1.5}
## file: u.json
## | [{"name":"ann","age":31,"team":"x"},{"name":"bob","age":25,"team":"y"},{"name":"cy","age":31,"team":"x"}]
## file: nums.json
## | 1
## | 2
## | 3
## file: bad.json
## | {"a":1,
## | "b":}
## file: bad2.json
## | [1,2
## file: f.json
## | [1e1000,-1e1000,0.1,1e-5,1e17,123456789012345678,3.0,-0,1.7976931348623157e308,5e-324,100000000000000000000,0.30000000000000004]
## file: raw.txt
## | line one
## | line two
## file: e.json
## file: two.json
## | {"k":"v"}
jq -n -c '[1,2] | implode'
