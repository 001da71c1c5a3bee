# Brace expansion: lists, nesting, sequences (numeric, letters, steps, padding, negative),
# invalid and literal braces, quoting, interaction with other expansions.  `echo WORDS` cases
# are checked directly against vshell.expand.braces in tests/lib.

#### brace echo {a,b,c}
echo {a,b,c}

#### brace echo x{a,b}y
echo x{a,b}y

#### brace echo {a,b}{1,2}
echo {a,b}{1,2}

#### brace echo {a,{b,c}d}
echo {a,{b,c}d}

#### brace echo {{a,b},c}{1,2}
echo {{a,b},c}{1,2}

#### brace echo a{b{c,d}e}f
echo a{b{c,d}e}f

#### brace echo {1..5}
echo {1..5}

#### brace echo {5..1}
echo {5..1}

#### brace echo {01..10}
echo {01..10}

#### brace echo {1..10..3}
echo {1..10..3}

#### brace echo {10..1..3}
echo {10..1..3}

#### brace echo {1..10..-3}
echo {1..10..-3}

#### brace echo {a..e}
echo {a..e}

#### brace echo {e..a}
echo {e..a}

#### brace echo {a..z..5}
echo {a..z..5}

#### brace echo {z..a..-2}
echo {z..a..-2}

#### brace echo {-3..2}
echo {-3..2}

#### brace echo {1..-2}
echo {1..-2}

#### brace echo {-05..5..4}
echo {-05..5..4}

#### brace echo {01..-1}
echo {01..-1}

#### brace echo {00..3}
echo {00..3}

#### brace echo {1..003}
echo {1..003}

#### brace echo {-1..01}
echo {-1..01}

#### brace echo {-0..3}
echo {-0..3}

#### brace echo {+1..3}
echo {+1..3}

#### brace echo {+01..3}
echo {+01..3}

#### brace echo {9..11}
echo {9..11}

#### brace echo {1..3..0}
echo {1..3..0}

#### brace echo {1..1}
echo {1..1}

#### brace echo {a..a}
echo {a..a}

#### brace echo {a..Z}
echo {a..Z}

#### brace echo {A..c}
echo {A..c}

#### brace echo {1..a}
echo {1..a}

#### brace echo {1.5..3}
echo {1.5..3}

#### brace echo {--1..2}
echo {--1..2}

#### brace echo {0..-0}
echo {0..-0}

#### brace echo {x..y..}
echo {x..y..}

#### brace echo {1..2..}
echo {1..2..}

#### brace echo {a..c..1x}
echo {a..c..1x}

#### brace echo {1...2}
echo {1...2}

#### brace echo {!..#}
echo {!..#}

#### brace echo {0x1..3}
echo {0x1..3}

#### brace echo {a}
echo {a}

#### brace echo {a,}
echo {a,}

#### brace echo {,a}
echo {,a}

#### brace echo {,}
echo {,}

#### brace echo x{,}y
echo x{,}y

#### brace echo {}
echo {}

#### brace echo a{}b
echo a{}b

#### brace echo {a}{b,c}
echo {a}{b,c}

#### brace echo {a{b,c}}
echo {a{b,c}}

#### brace echo x{a}y{1..2}
echo x{a}y{1..2}

#### brace echo {a,b}}
echo {a,b}}

#### brace echo {{a,b}
echo {{a,b}

#### brace echo {a,b
echo {a,b

#### brace echo a,b}
echo a,b}

#### brace echo {a..c}{x}
echo {a..c}{x}

#### brace echo {1..2}{a..b}
echo {1..2}{a..b}

#### brace echo {a,b}{1..2}{c,d}
echo {a,b}{1..2}{c,d}

#### brace echo {1..3}{,}
echo {1..3}{,}

#### brace echo a{,,}b
echo a{,,}b

#### brace echo "{a,b}"
echo "{a,b}"

#### brace echo '{a,b}'
echo '{a,b}'

#### brace echo \{a,b}
echo \{a,b}

#### brace echo {a\,b,c}
echo {a\,b,c}

#### brace echo {"a,b",c}
echo {"a,b",c}

#### brace echo {a,"b,c"}
echo {a,"b,c"}

#### brace echo {a,b}"}"
echo {a,b}"}"

#### brace echo {a,"}"b}
echo {a,"}"b}

#### brace echo {"",a}
echo {"",a}

#### brace echo {a.,b}
echo {a.,b}

#### brace echo ${HOME+{x,y}}
echo ${HOME+{x,y}}

#### brace x=5; echo {a,$x}
x=5; echo {a,$x}

#### brace echo {a,b}$HOME{c,d} | wc -w
echo {a,b}$HOME{c,d} | wc -w

#### brace echo {1..9223372036854775807..4611686018427387904}
echo {1..9223372036854775807..4611686018427387904}

#### brace echo {9223372036854775806..9223372036854775807}
echo {9223372036854775806..9223372036854775807}

#### brace echo {a,b}{ {a,b}}
echo {a,b}{ {a,b}}

#### brace echo {a,b,}{
echo {a,b,}{

#### brace a=({1..3}); echo ${#a[@]}
a=({1..3}); echo ${#a[@]}

#### brace for i in {1..3}; do echo $i; done
for i in {1..3}; do echo $i; done

#### brace echo /usr/{bin,lib}/x
echo /usr/{bin,lib}/x

#### brace echo -{a,b}-
echo -{a,b}-

#### brace set -B; echo {a,b}; set +B; echo {a,b}
set -B; echo {a,b}; set +B; echo {a,b}

#### brace set +o braceexpand; echo {1..3}
set +o braceexpand; echo {1..3}

#### brace x={a,b}; echo $x
x={a,b}; echo $x

#### brace echo =={a,b}==
echo =={a,b}==

#### brace echo {1..20..5}
echo {1..20..5}

#### brace echo {Z..a}
echo {Z..a}

#### brace echo {10..8}{a,b}
echo {10..8}{a,b}
