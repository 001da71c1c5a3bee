# Syntax errors in bash -c scripts, across lines: line numbers, EOF errors, here-document warnings.

#### error on line 3
## args: -n
true
:
echo )

#### error on line 2 after comment
## args: -n
# comment
fi

#### if spanning lines missing fi
## args: -n
if true
then
  echo a

#### if spanning lines bad token
## args: -n
if true
then
  echo )
fi

#### while spanning lines
## args: -n
while true
do
  echo
  done done

#### for spanning lines missing done
## args: -n
for x in a b
do
  echo $x

#### case spanning lines missing esac
## args: -n
case x in
  a) echo a ;;
  b) echo b ;;

#### case spanning lines bad pattern
## args: -n
case x in
  a) echo a ;;
  ) echo b ;;
esac

#### function spanning lines unterminated
## args: -n
f() {
  echo a

#### quote spanning lines
## args: -n
echo "a
b
c

#### single quote spanning lines
## args: -n
echo 'a
b

#### cmdsub spanning lines
## args: -n
x=$(
echo a

#### brace after newlines
## args: -n
{
 echo a

#### error after continuation
## args: -n
echo a \
  b )

#### error in second of two lines
## args: -n
echo a; echo b
echo c )

#### heredoc then error
## args: -n
cat <<EOF
body
EOF
echo )

#### heredoc unterminated then nothing
## args: -n
cat <<EOF
body

#### heredoc quoted unterminated
## args: -n
cat <<'EOF'
body
EOF 

#### two heredocs second unterminated
## args: -n
cat <<A <<B
a
A
b

#### heredoc in cmdsub unterminated
## args: -n
x=$(cat <<EOF
body
)

#### heredoc strip unterminated
## args: -n
cat <<-EOF
	body
	 EOF

#### error inside nested cmdsub line 2
## args: -n
x=$(echo a
  echo ) )

#### cond error on line 2
## args: -n
true
[[ a b ]]

#### cond unary error line 3
## args: -n
true

[[ -f ]]

#### eof in function after lines
## args: -n
f() {
  if true; then
    echo
  fi

#### bad token after blank lines
## args: -n
echo )

#### arith for spanning lines
## args: -n
for ((i=0;
 i<3;
 i++)); do :;

#### comment does not close
## args: -n
if true; then echo # fi

#### escaped newline in if
## args: -n
if true; then \
echo; \

#### backquote spanning lines
## args: -n
echo `echo a
echo b

#### param spanning lines
## args: -n
echo ${x:-a
b

#### if in cmdsub in dquote
## args: -n
echo "$(if true; then echo a; )"

#### case terminator outside
## args: -n
echo a
;;

#### nested subshell unterminated
## args: -n
( ( echo a )

#### lonely heredoc operator at end
## args: -n
cat <<

