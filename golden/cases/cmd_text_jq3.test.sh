# jq (third set): jq 1.6's parse error messages and positions for malformed JSON input.

#### jq parse error 0: '{"a":1,\n"b":}\n'
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -c . b0.json; echo "st=$?"

#### jq parse error 1: '[1,2\n'
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -c . b1.json; echo "st=$?"

#### jq parse error 2: '{"a":1,}'
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -c . b2.json; echo "st=$?"

#### jq parse error 3: '{"a" 1}'
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -c . b3.json; echo "st=$?"

#### jq parse error 4: "{'a':1}"
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -c . b4.json; echo "st=$?"

#### jq parse error 5: '[1,,2]'
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -c . b5.json; echo "st=$?"

#### jq parse error 6: '{"a":tru}'
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -c . b6.json; echo "st=$?"

#### jq parse error 7: 'nul'
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -c . b7.json; echo "st=$?"

#### jq parse error 8: '"abc'
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -c . b8.json; echo "st=$?"

#### jq parse error 9: '{"a":1}}'
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -c . b9.json; echo "st=$?"

#### jq parse error 10: ']'
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -c . b10.json; echo "st=$?"

#### jq parse error 11: '{"a":[1,2}'
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -c . b11.json; echo "st=$?"

#### jq parse error 12: '1 2 x'
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -c . b12.json; echo "st=$?"

#### jq parse error 13: '{"a":01}'
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -c . b13.json; echo "st=$?"

#### jq parse error 14: '[1.]'
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -c . b14.json; echo "st=$?"

#### jq parse error 15: '{"a":"\\q"}'
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -c . b15.json; echo "st=$?"

#### jq parse error 16: '\n\n  {"a":\n  ]'
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -c . b16.json; echo "st=$?"

#### jq parse error 17: '{"a":1}\n{"b":'
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -c . b17.json; echo "st=$?"

#### jq parse error 18: '[-]'
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -c . b18.json; echo "st=$?"

#### jq parse error 19: '{"a":1e}'
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -c . b19.json; echo "st=$?"

#### jq parse error 20: '[1 2]'
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -c . b20.json; echo "st=$?"

#### jq parse error 21: '{"a":1 "b":2}'
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -c . b21.json; echo "st=$?"

#### jq parse error 22: '{1:2}'
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -c . b22.json; echo "st=$?"

#### jq parse error 23: '"\t"'
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -c . b23.json; echo "st=$?"

#### jq parse error 24: '[true false]'
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -c . b24.json; echo "st=$?"

#### jq parse error 25: ':'
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -c . b25.json; echo "st=$?"

#### jq parse error 26: '[:'
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -c . b26.json; echo "st=$?"

#### jq parse error 27: '1,2'
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -c . b27.json; echo "st=$?"

#### jq parse error 28: '1x'
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -c . b28.json; echo "st=$?"

#### jq parse error 29: '[1,]'
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -c . b29.json; echo "st=$?"

#### jq parse error 30: '{"a":"b":1}'
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -c . b30.json; echo "st=$?"

#### jq parse error 31: '{"a",'
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -c . b31.json; echo "st=$?"

#### jq parse error 32: '"\\u12"'
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -c . b32.json; echo "st=$?"

#### jq parse error 33: '[1]\nx'
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -c . b33.json; echo "st=$?"

#### jq parse error 34: 'truex 1'
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -c . b34.json; echo "st=$?"

#### jq parse error 35: '{"a":1}{"b":2}'
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -c . b35.json; echo "st=$?"

#### jq parse error 36: '{"k":"v"}\n[1,2,\n3,]\n'
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -c . b36.json; echo "st=$?"

#### jq -s on bad input
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -s -c . b0.json; echo "st=$?"

#### jq two files, second bad
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -c . b13.json b2.json; echo "st=$?"

#### jq -e with bad input
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -e . b1.json; echo "st=$?"

#### jq bad input on stdin
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -c . < b3.json; echo "st=$?"

#### jq variables 0: 1 as $x | $y
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -n -c '1 as $x | $y'; echo "st=$?"

#### jq variables 1: 1 as $x | $x + $zz
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -n -c '1 as $x | $x + $zz'; echo "st=$?"

#### jq variables 2: reduce (1,2) as $i (0; . + $j)
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -n -c 'reduce (1,2) as $i (0; . + $j)'; echo "st=$?"

#### jq variables 3: def f($a): $a + $b; f(1)
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -n -c 'def f($a): $a + $b; f(1)'; echo "st=$?"

#### jq variables 4: $y, $z
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -n -c '$y, $z'; echo "st=$?"

#### jq variables 5: $y, $y
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -n -c '$y, $y'; echo "st=$?"

#### jq variables 6: {"a":1} as {a:$v} | $v
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -n -c '{"a":1} as {a:$v} | $v'; echo "st=$?"

#### jq variables 7: {"a":1} as {$a} | $a
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -n -c '{"a":1} as {$a} | $a'; echo "st=$?"

#### jq variables 8: [[1,2]] as [[$p,$q]] | $p+$q
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -n -c '[[1,2]] as [[$p,$q]] | $p+$q'; echo "st=$?"

#### jq variables 9: foreach (1,2) as $i (0; .+$i; [$i, .])
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -n -c 'foreach (1,2) as $i (0; .+$i; [$i, .])'; echo "st=$?"

#### jq variables 10: def f: def g($x): $x; g(2); f
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -n -c 'def f: def g($x): $x; g(2); f'; echo "st=$?"

#### jq variables 11: "\($nope)"
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -n -c '"\($nope)"'; echo "st=$?"

#### jq variables 12: {$nope}
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -n -c '{$nope}'; echo "st=$?"

#### jq variables 13: [1,2] as [$a] ?// $a | $a
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -n -c '[1,2] as [$a] ?// $a | $a'; echo "st=$?"

#### jq variables 14: $__loc__
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -n -c '$__loc__'; echo "st=$?"

#### jq variables 15: .[]
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -n -c '.[]'; echo "st=$?"

#### jq variables 16: [.[]]
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -n -c '[.[]]'; echo "st=$?"

#### jq variables 17: reduce .[] as [$a,$b] (0; . + $a * $b)
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -n -c 'reduce .[] as [$a,$b] (0; . + $a * $b)'; echo "st=$?"

#### jq -C pretty
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
printf '{"a":[1,"x",null,true,false,{"b":{}}],"c":[],"d":-1.5}\n' | jq -C . | od -c

#### jq -C compact sorted
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
printf '{"b":[1,{"c":2}],"a":"x"}\n' | jq -C -S -c . | od -c

#### jq -C --tab
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
printf '[1,[2]]\n' | jq -C --tab . | od -c

#### jq -C then -M
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
printf '[1]\n' | jq -C -M -c .

#### jq status of the last input only
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
printf '"s"\n[1]\n' | jq ".[]"; echo "st=$?"

#### jq status when the last input fails
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
printf '[1]\n"s"\n' | jq ".[]"; echo "st=$?"

#### jq -s error names the last file
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
printf '"s"\n' > s1; printf '"s"\n"t"\n\n' > s3; jq -s ".[][]" s1 s3; echo "st=$?"

#### jq error lines per file
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
printf '"a"\n"b"\n' > m1; printf '"c"\n' > m2; jq ".[]" m1 m2; echo "st=$?"

#### jq --arg variable is bound
## file: b0.json
## | {"a":1,
## | "b":}
## file: b1.json
## | [1,2
## file: b2.json
## | {"a":1,}
## file: b3.json
## | {"a" 1}
## file: b4.json
## | {'a':1}
## file: b5.json
## | [1,,2]
## file: b6.json
## | {"a":tru}
## file: b7.json
## | nul
## file: b8.json
## | "abc
## file: b9.json
## | {"a":1}}
## file: b10.json
## | ]
## file: b11.json
## | {"a":[1,2}
## file: b12.json
## | 1 2 x
## file: b13.json
## | {"a":01}
## file: b14.json
## | [1.]
## file: b15.json
## | {"a":"\q"}
## file: b16.json
## |
## |
## |   {"a":
## |   ]
## file: b17.json
## | {"a":1}
## | {"b":
## file: b18.json
## | [-]
## file: b19.json
## | {"a":1e}
## file: b20.json
## | [1 2]
## file: b21.json
## | {"a":1 "b":2}
## file: b22.json
## | {1:2}
## file: b23.json
## | "	"
## file: b24.json
## | [true false]
## file: b25.json
## | :
## file: b26.json
## | [:
## file: b27.json
## | 1,2
## file: b28.json
## | 1x
## file: b29.json
## | [1,]
## file: b30.json
## | {"a":"b":1}
## file: b31.json
## | {"a",
## file: b32.json
## | "\u12"
## file: b33.json
## | [1]
## | x
## file: b34.json
## | truex 1
## file: b35.json
## | {"a":1}{"b":2}
## file: b36.json
## | {"k":"v"}
## | [1,2,
## | 3,]
jq -n -c --arg v 1 '$v, $ARGS.named'

#### jq: NaN and Infinity in input (strtod's words, any case)
for x in NaN -NaN Nan +NaN nan nAn Infinity -Infinity infinity inf -INF infinit NaNx nanx '[NaN, Infinity, -inf]' '[NaN, nan]' '{"a":NaN}'; do
  printf '%s' "$x" | jq -c .; echo "st=$?"; done
printf 'NaN' | jq -c '[., isnan, type, tostring]'; printf 'Infinity' | jq -c '[., isinfinite, tostring]'

#### jq: input after the last input is "break", named where the reader stands
printf '1 2' | jq -c '[., input]'; echo "st=$?"
printf '1' | jq -c '[., input]'; echo "st=$?"
printf '1' | jq -n 'input, input'; echo "st=$?"
printf '1' | jq 'try input catch .'; echo "st=$?"
jq -n input < /dev/null; echo "st=$?"

#### jq: error locations follow the reader through files and input
printf '1\n2\n' > two; : > em; printf '1 2\n3' > three
jq -n input em; echo "st=$?"; jq -n '[inputs], input' two; echo "st=$?"; jq -n 'input, input, input' two; echo "st=$?"
jq -n 'first(inputs), input' two; jq -n 'error("x")'; jq 'error("x")' two; jq -n 'input | error("x")' two
jq 'error("x")' three; jq -n '[inputs], input' em two; jq -n 'input, input, input' two em
jq -R 'error("x")' two; jq -nR 'input, input, input' two; echo "st=$?"

#### jq --seq: RS before each output (not before a raw string)
jq -n --seq -c '1, [2], "a"'; jq -n --seq -r '"a", 1'; printf '\036[1,2]\n' | jq --seq -c '.[]'

#### jq --seq: reading RS-separated texts and their errors
for x in '' '\n' '1 [2]' '1\n' '\036' '\0361 [2]' '\0361\n' '\0361' '1\n\0362\n' '\036[1,\0362\n' '\036\0363\n' '\0361 2\n' '\036"a"' \
  '\036[1]\036[2]' '\036{"a":1}\n\036true\n' '\0361 ]\n' '\036]\n\0362\n' '\03612\0363\n' '\0361\n\0362' '\036"a' '\036[1\n' '\036tru' \
  '\0361\036' '\0361 \036' '\036"a"\036"b"' '\036{"a":\036[3]\n' 'x\0361\n' '\0361x\n\0362\n'; do
  printf "$x" | jq --seq -c .; echo "st=$?"; done

#### jq: an RS in input without --seq separates texts
for x in '\0361\n\036[2]\n' '\0361 [2]' '\0361\n' '1\n\0362\n' '\036[1,\0362\n' '\03612\0363\n' '\036[1]\036[2]' '1 \0362' '\0361 ]\n'; do
  printf "$x" | jq -c .; echo "st=$?"; done
