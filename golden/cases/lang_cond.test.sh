# [[ ]] conditionals (string, pattern, regex with BASH_REMATCH, file tests on fixtures) and integration with test/[.

#### double bracket string equality
[[ abc == abc ]] && echo equal

#### double bracket pattern match right side unquoted
[[ hello == h*o ]] && echo pattern

#### double bracket quoted right side is literal
[[ hello == "h*o" ]] || echo literal-no-match

#### double bracket not equal pattern
[[ abc != a* ]] || echo matched-so-false

#### double bracket no word splitting
v='a b'
[[ $v == 'a b' ]] && echo no-split

#### double bracket no glob expansion
## file: abc
[[ a* == a* ]] && echo no-glob

#### double bracket empty variable without quotes is fine
e=
[[ -z $e ]] && echo empty

#### double bracket string less than
[[ apple < banana ]] && echo less

#### double bracket numeric comparisons
[[ 10 -gt 9 ]] && echo gt
[[ 010 -eq 8 ]] && echo octal-eq || echo decimal

#### double bracket arithmetic in numeric operands
x=3
[[ x+1 -eq 4 ]] && echo arith

#### double bracket and or not
[[ -n a && ! -z b || 1 -eq 2 ]] && echo logic

#### double bracket grouping with parens
[[ ( 1 -eq 2 || 2 -eq 2 ) && a == a ]] && echo grouped

#### regex match sets BASH_REMATCH
[[ 'key=value' =~ ^([a-z]+)=([a-z]+)$ ]] && echo "${BASH_REMATCH[0]} ${BASH_REMATCH[1]} ${BASH_REMATCH[2]}"

#### regex no match status 1
[[ abc =~ ^x ]]
echo "status $?"

#### regex from variable
re='^[0-9]+$'
[[ 123 =~ $re ]] && echo numeric
[[ 12a =~ $re ]] || echo not-numeric

#### quoted regex is literal string
[[ 'a.c' =~ "a.c" ]] && echo literal-dot
[[ 'abc' =~ "a.c" ]] || echo no-literal-match

#### invalid regex from variable gives status 2
re='('
[[ a =~ $re ]]
echo "status $?"

#### quoted paren regex is a literal that does not match
[[ a =~ '(' ]]
echo "status $?"

#### unquoted lone paren in regex is a syntax error
[[ a =~ ( ]]
echo "status $?"

#### regex parentheses hold blanks, semicolons, ampersands and newlines
[[ "a;b c" =~ (a;b c) ]]; echo "st $? ${BASH_REMATCH[1]}"
[[ "x&y" =~ (x&y)|(c<d) ]]; echo "st $?"
[[ a =~ (a
b) ]]; echo "st $?"
eval '[[ a =~ x( ]]'; echo "eval $?"

#### BASH_REMATCH cleared on failed match
[[ abc =~ (b) ]]
[[ abc =~ (z) ]]
echo "count ${#BASH_REMATCH[@]}"

#### regex with optional group unmatched
[[ ac =~ a(b)?c ]] && declare -p BASH_REMATCH

#### regex partial match anywhere
[[ xxabcxx =~ abc ]] && echo found

#### file tests on fixtures
## file: f
## | content
## file: empty
## dir: d
## symlink: l -> f
## symlink: broken -> missing
[[ -e f ]] && echo e-f
[[ -f f ]] && echo f-f
[[ -d d ]] && echo d-d
[[ -s f ]] && echo s-f
[[ -s empty ]] || echo not-s-empty
[[ -L l ]] && echo L-l
[[ -h l ]] && echo h-l
[[ -e broken ]] || echo broken-not-e
[[ -L broken ]] && echo broken-is-L

#### file permission tests
## file: script.sh
## | echo x
## mode: script.sh 755
## file: plain
## file: locked
## mode: locked 000
[[ -x script.sh ]] && echo x-script
[[ -x plain ]] || echo not-x-plain
[[ -r plain && -w plain ]] && echo rw-plain
[[ -r locked ]] || echo not-r-locked

#### file comparison newer than
## file: a
touch -d '2020-01-01' a
touch -d '2021-01-01' b
[[ b -nt a ]] && echo b-newer
[[ a -ot b ]] && echo a-older

#### same file test
## file: f
## symlink: l -> f
[[ f -ef l ]] && echo same

#### variable set test -v
x=
[[ -v x ]] && echo x-set
[[ -v nope ]] || echo nope-unset

#### -o option test
set -o noclobber
[[ -o noclobber ]] && echo noclobber-on
[[ -o errexit ]] || echo errexit-off

#### test builtin string comparison
[ "a" = "a" ] && echo eq
test "a" != "b" && echo ne

#### test with missing bracket
[ 1 -eq 1
echo "status $?"

#### test integer expected error
[ abc -eq 1 ]
echo "status $?"

#### unary operator expected from empty unquoted
v=
[ $v = x ]
echo "status $?"

#### double bracket with integer error
[[ abc -eq 1 ]]
echo "status $?"

#### double bracket nocasematch
shopt -s nocasematch
[[ ABC == abc ]] && echo ci

#### double bracket extglob pattern always on
[[ foo.tar.gz == *.@(gz|xz) ]] && echo ext

#### double bracket string sort uses locale bytes
[[ B < a ]] && echo B-before-a

#### double bracket syntax error
[[ a == ]]
echo "status $?"

#### double bracket unexpected argument
[[ a b ]]
echo "status $?"

#### regex with spaces needs quoting or variable
re='a b'
[[ 'xa by' =~ $re ]] && echo space-match

#### regex special characters in BASH_REMATCH with anchors
[[ 'v1.2.3' =~ ^v([0-9]+)\.([0-9]+)\.([0-9]+)$ ]] && echo "${BASH_REMATCH[@]:1}"

#### double bracket -n on unset
[[ -n $unset_zz ]] || echo empty-unset

#### double bracket compare with quoted right pattern part
[[ 'a*c' == a"*"c ]] && echo mixed-quote

#### double bracket status in if elif
x=5
if [[ $x -lt 3 ]]; then echo small; elif [[ $x -lt 10 ]]; then echo medium; else echo large; fi

#### test -t on non terminal
[ -t 0 ] || echo stdin-not-tty

#### directory tests after mkdir
mkdir newd
[[ -d newd ]] && echo created
