# Syntax errors found by differential fuzzing against bash -n: recovery after a bad a=(...),
# here-documents read before an error is reported, ]] and name[ in command position, a trailing backslash.

#### bad compound assignment then the next line runs
a=(1 ; 2)
echo next $?

#### bad compound assignment rest of line dropped
a=(1 ; 2) b=3; echo dropped
echo kept

#### bad compound assignment under -n then brace group
## args: -n
a=(1;
{

#### bad compound assignment under -n then stray esac
## args: -n
x=($(echo a)
;;
esac

#### quote unterminated inside compound assignment
## args: -n
x=('a

#### heredoc read before error token on its line
## args: -n
cat <<EOF )
body
EOF

#### heredoc read before stray fi
## args: -n
cat <<EOF; fi
body
EOF

#### heredoc unterminated before error
## args: -n
f<<E ()
{
  x

#### double close bracket in command position
## args: -n
]] if true; then :; fi

#### double close bracket after newline
## args: -n
true
]]

#### unterminated subscript of first word
## args: -n
retur[[ n 0

#### trailing backslash is a literal word
## args: -n
echo a |\

#### trailing backslash in a pipeline word list
## args: -n
a|b|\

#### function in command substitution unterminated
## args: -n
$(f()
{

#### case in command substitution unterminated
## args: -n
x=$(case a in
a) echo

#### error line echoes trailing backslash doubled
## args: -n
a | b  c d | \
