# Here-documents, here-strings and process substitution.

#### basic here-doc
cat <<EOF
line one
line two
EOF

#### here-doc expands variables
x=world
cat <<EOF
hello $x
EOF

#### quoted delimiter disables expansion
x=world
cat <<'EOF'
hello $x $(echo no) `echo no`
EOF

#### double-quoted delimiter disables expansion
x=1
cat <<"END"
$x
END

#### partially quoted delimiter disables expansion
x=1
cat <<E\OF
$x
EOF

#### here-doc command substitution and arithmetic
cat <<EOF
$(echo sub) $((2+3))
EOF

#### backslash in unquoted here-doc
cat <<EOF
a\$b \\ \x "q" 'q'
EOF

#### backslash newline joins lines in unquoted here-doc
cat <<EOF
ab\
cd
EOF

#### backslash newline kept in quoted here-doc
cat <<'EOF'
ab\
cd
EOF

#### dash strips leading tabs
cat <<-EOF
	indented
		twice
	EOF

#### dash does not strip spaces
cat <<-EOF
  spaces stay
EOF

#### here-doc to a file
cat > out.txt <<EOF
saved
EOF
cat out.txt

#### two here-docs on one line
cat <<A; cat <<B
first
A
second
B

#### here-doc with pipe after delimiter word
cat <<EOF | tr a-z A-Z
shout
EOF

#### here-doc feeding while read loop
while read -r a b; do echo "$b-$a"; done <<EOF
1 one
2 two
EOF

#### empty here-doc
cat <<EOF
EOF
echo done

#### here-doc delimiter must be alone on the line
cat <<EOF
EOF not end
 EOF
EOF

#### here-doc missing delimiter warns at end of file
cat <<EOF
text

#### here-doc in function
f() {
  cat <<EOF
in function $1
EOF
}
f arg

#### here-doc with double quotes kept literally
cat <<EOF
"quoted" and 'single'
EOF

#### here-doc with parameter expansion operators
x=abc
cat <<EOF
${x^^} ${#x} ${x:1}
EOF

#### here-doc to fd 3
cat <<EOF 3<&0
x
EOF

#### here-doc on a compound command
{ read a; read b; echo "$b $a"; } <<EOF
1
2
EOF

#### here-doc inside if
if true; then
  cat <<EOF
inside if
EOF
fi

#### here-doc read via different fd
read -r line 4<<EOF <&4
from four
EOF
echo "$line"

#### here-string basic
cat <<< 'here string'

#### here-string adds newline
cat <<< x | od -c | head -1

#### here-string expands variables
v='a b'
cat <<< "$v"

#### here-string unquoted is not split
v='a    b'
cat <<< $v

#### here-string with read
read a b <<< 'first second third'
echo "$a|$b"

#### here-string empty
cat <<< ''
echo "[$(cat <<< '')]"

#### here-string with arithmetic
cat <<< $((6*7))

#### here-string to while loop
while read -r w; do echo "<$w>"; done <<< $'a\nb'

#### process substitution with cat
cat <(echo from-procsub)

#### process substitution with while read
while read -r l; do echo "got $l"; done < <(printf 'x\ny\n')

#### process substitution keeps variables in current shell
n=0
while read -r l; do n=$((n+1)); done < <(printf '1\n2\n3\n')
echo $n

#### pipe loses variables in subshell by contrast
n=0
printf '1\n2\n' | while read -r l; do n=$((n+1)); done
echo $n

#### two process substitutions
paste <(printf '1\n2\n') <(printf 'a\nb\n')

#### process substitution path is a file name
[[ $(echo <(true)) == /dev/fd/* ]] && echo fd-path

#### output process substitution
echo hello > >(tr a-z A-Z)
wait
sleep 0.1

#### process substitution used with comm-like sort
sort <(printf 'b\na\n')

#### process substitution into mapfile
mapfile -t arr < <(printf 'p\nq\n')
echo ${#arr[@]} ${arr[1]}

#### here-doc with tabs in body without dash kept
cat <<EOF
	tab
EOF

#### here-doc quoted delimiter with dash
cat <<-'EOF'
	$notexpanded
	EOF

#### here-doc with command substitution containing quotes
cat <<EOF
$(echo "a 'b' c")
EOF

#### here-doc followed by more commands on the delimiter line
cat <<EOF && echo after
body
EOF

#### nested here-doc in command substitution in here-doc
cat <<OUT
outer $(cat <<IN
inner
IN
)
OUT

#### here-doc with special characters in delimiter
cat <<'E-N.D'
x
E-N.D

#### here-string with multiple lines
cat <<< "l1
l2"

#### here-doc into variable via read -d
read -r -d '' v <<'EOF'
multi
line
EOF
echo "$v"

#### here-doc to stderr redirection combo
cat <<EOF >&2
to stderr
EOF

#### here-doc with unset variable and set -u
set -u
cat <<EOF
$undefinedvar
EOF
echo after

#### here-doc inside command substitution inside double quotes
x="$(cat <<EOF
in quotes
EOF
)"
echo "[$x]"

#### quoted here-doc inside command substitution inside double quotes
v=1
echo "$(cat <<'EOF'
$v stays
EOF
) and $v"

#### here-doc body with a closing paren inside command substitution
x=$(cat <<EOF
a ) b
EOF
)
echo "$x"

#### two here-docs to two fds of one command
while read -r a <&3 && read -r b <&4; do echo "$a$b"; done 3<<X 4<<Y
1
2
X
a
b
Y

#### here-doc replaces the piped stdin of a middle stage
echo first | cat - <<EOF | cat
from-doc
EOF

#### here-doc with a very long line
cat <<EOF | wc -c
$(printf '%0500d' 0)
EOF


#### backslash-newline joins the delimiter line to the body line
cat <<EOF
a\
EOF
b
EOF
echo done

#### backslash-newline can build the delimiter
cat <<EOF
x
E\
OF
echo not here
EOF
echo done

#### backslash-newline in a tab-stripped here-doc keeps the continuation's tabs
cat <<-EOF
	a\
	EOF
	EOF
echo done

#### an escaped backslash at the end of a line does not join
cat <<EOF
a\\
EOF
echo done

#### a quoted delimiter keeps backslash-newline literal
cat <<'EOF'
a\
EOF
echo done
