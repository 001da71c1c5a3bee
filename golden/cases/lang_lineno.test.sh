# Line numbers in error messages and LINENO: after here-docs, continuations, in loops, functions and sourced files.

#### error on third line reports line 3
echo one
echo two
nosuchcmd_zz

#### line number after a here-doc body
cat <<EOF >/dev/null
a
b
c
EOF
nosuchcmd_zz

#### line number after a backslash continuation
echo a \
  b \
  c
nosuchcmd_zz

#### line number after a multi-line single-quoted string
echo 'x
y
z'
nosuchcmd_zz

#### error inside a loop body reports the body line
for i in 1 2; do
  : ok
  nosuchcmd_zz
done

#### error in multi-line if condition
if true &&
   nosuchcmd_zz; then
  echo no
fi

#### LINENO in a loop
for i in 1 2; do
  echo "$LINENO"
done

#### LINENO inside a function defined earlier
f() {
  echo "in f at $LINENO"
}
echo "call at $LINENO"
f

#### error inside a function reports file line with environment prefix
f() {
  :
  nosuchcmd_zz
}
f

#### LINENO after a blank line and comment
# comment

echo $LINENO

#### error in sourced file reports the file name and its line
## file: lib.sh
## | echo in-lib
## | nosuchcmd_zz
. ./lib.sh
echo back

#### LINENO inside sourced file
## file: lib.sh
## |
## | echo "lib line $LINENO"
. ./lib.sh
echo "main line $LINENO"

#### BASH_SOURCE and BASH_LINENO in sourced function
## file: lib.sh
## | where() { echo "${BASH_SOURCE[0]} ${BASH_LINENO[0]} ${FUNCNAME[1]}"; }
. ./lib.sh
where

#### error line in command substitution spanning lines
## xfail: L-lineno LINENO inside multi-line $( ) and eval counts from another base
x=$(
  echo a
  nosuchcmd_zz
)
echo "[$x]"

#### error line in script run by bash
## file: s.sh
## | echo ok
## |
## | nosuchcmd_zz
bash s.sh

#### error line in executable script uses script path
## file: s.sh
## | echo ok
## | nosuchcmd_zz
## mode: s.sh 755
./s.sh

#### unbound variable line in multi-line script
set -u
x=1
echo "$x"
echo "$nothere_zz"

#### syntax error line number on later line
echo fine
echo also fine
if then

#### eval error line numbers count inside the eval string
## xfail: L-lineno LINENO inside multi-line $( ) and eval counts from another base
eval 'echo a
nosuchcmd_zz'

#### LINENO in arithmetic for loop
for ((i=0; i<1; i++)); do
  echo $LINENO
done

#### line numbers in case arms
case x in
  y) echo y;;
  x)
    nosuchcmd_zz;;
esac

#### error after a here-doc with dash and tabs
cat <<-EOF >/dev/null
	tabbed
	EOF
nosuchcmd_zz
