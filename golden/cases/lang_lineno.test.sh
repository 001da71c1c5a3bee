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

#### multi-line command line numbers a
x=$(
  nosuchcmd_a
)

#### multi-line command line numbers b
x=$(nosuchcmd_b
)

#### multi-line command line numbers c
echo
x=$(

nosuchcmd_d
echo $LINENO >&2
)

#### multi-line command line numbers d
x=$(
echo $LINENO >&2
echo $LINENO >&2
)
echo "top $LINENO"

#### multi-line command line numbers e
x=$( echo $LINENO >&2
echo $LINENO >&2; nosuchcmd_e ); y=2

#### multi-line command line numbers f
echo 1
echo "$(nosuchcmd_f)"
echo 3

#### multi-line command line numbers g
echo 1
echo "$(echo a
nosuchcmd_g)"

#### multi-line command line numbers h
eval 'echo a
nosuchcmd_h'

#### multi-line command line numbers i
echo x
eval 'echo $LINENO
echo $LINENO

nosuchcmd_i'

#### multi-line command line numbers j
f() {
  eval 'echo $LINENO
  nosuchcmd_j'
}
f

#### multi-line command line numbers k
echo $LINENO 'a
b' $LINENO

#### multi-line command line numbers l
x=1
y=$(echo $LINENO >&2
echo $LINENO >&2
echo $LINENO >&2
echo $LINENO >&2
echo $LINENO >&2)

#### multi-line command line numbers m
y="$(

echo $LINENO >&2

)"

#### multi-line command line numbers n
echo "$(echo $(echo $LINENO >&2
echo $LINENO >&2)
echo $LINENO >&2
)"

#### multi-line command line numbers o
: $(echo a
) $(echo $LINENO >&2
)

#### multi-line command line numbers p
if true; then
  x=$(
    echo $LINENO >&2
  )
fi

#### multi-line command line numbers q1
: $(echo $LINENO >&2
) $(echo $LINENO >&2
)

#### multi-line command line numbers q2
: $(echo $LINENO >&2) $(echo $LINENO >&2
)

#### multi-line command line numbers q3
: $(echo $LINENO >&2
)

#### multi-line command line numbers q4
: a \
  $(echo $LINENO >&2
)

#### multi-line command line numbers q5
: $(echo $LINENO >&2

)

#### multi-line command line numbers q6
: $(

echo $LINENO >&2)

#### multi-line command line numbers q7
: "$(echo $LINENO >&2
echo $LINENO >&2
)" "$(echo $LINENO >&2
)"

#### backslash newline before the second word
echo \
  $LINENO
nosuchcmd_zz \
  a

#### redirection first
>/dev/null \
 echo $LINENO
2>&1 echo $LINENO

#### multi-line assignment value then LINENO
x='a
b' y=$LINENO; echo $y
echo $LINENO

#### error in a multi-line argument command
printf '%s\n' 'a
b' "$(nosuchcmd_zz)"
echo $LINENO

#### heredoc then LINENO
cat <<EOF
a
EOF
echo $LINENO
cat <<EOF; echo $LINENO
b
EOF
echo $LINENO

#### function call across lines
f() { echo "$1 $LINENO"; }
f 'x
y'
f a

#### backquotes spanning lines
x=`echo $LINENO
echo $LINENO`; echo $x

#### if condition spanning lines
if [ 'a
b' ] && echo $LINENO; then echo $LINENO; fi
