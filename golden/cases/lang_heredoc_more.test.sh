# here-documents: <<-, quoted delimiters, expansions and backslashes, pipes, two on a line, end of file; here-strings.

#### heredoc tabs and quotes
cat <<-EOF
	tab stripped
		two tabs
	EOF
cat <<'E'
$notexpanded `nope`
E
cat <<"E2"
$x
E2

#### heredoc with expansions and backslashes
x=val; cat <<EOF
$x \$x \\ \` ${x} $(echo cmd) $((1+1)) \
continued "dq" 'sq'
EOF

#### heredoc delimiter with spaces and quotes
cat << "A B"
body
A B
cat <<E\OF
$x
EOF

#### heredoc in function and pipe
f() { cat <<X | tr a-z A-Z
inner $1
X
}; f arg

#### two heredocs one line
cat <<A; cat <<B
a
A
b
B

#### heredoc missing delimiter
cat <<EOF
no end

#### herestring
cat <<< "a  b"; cat <<< $'x\ny'; read -r v <<< '  lead'; echo "[$v]"

#### heredoc in command substitution
x=$(cat <<EOF
inside
EOF
); echo "[$x]"

#### heredoc body with backslash newline quoted
cat <<'EOF'
a \
b
EOF

#### heredoc with tab strip and expansion
x=1; cat <<-EOF
	$x	tab
	EOF
