# Scripts bash -n accepts (some with here-document warnings): tricky constructs must not be rejected.

#### valid simple
## args: -n
echo a b c

#### valid case paren in cmdsub
## args: -n
x=$(case a in a) echo y;; esac)

#### valid heredoc in cmdsub in dquote
## args: -n
x="$(cat <<EOF
hi
EOF
)"

#### valid cond regex parens
## args: -n
[[ ab =~ ^(a|b)+$ ]]

#### valid arith vs subshell
## args: -n
x=$( (echo a) )

#### valid extglob in cond without shopt
## args: -n
[[ a == @(a|b) ]]

#### valid function forms
## args: -n
f() { :; }
function g { :; }
function h() ( : )
k() [[ a ]]

#### valid select
## args: -n
select x in a b; do break; done

#### valid coproc
## args: -n
coproc cat
coproc NAME { cat; }

#### valid time
## args: -n
time -p echo a | cat
time
! true

#### valid array forms
## args: -n
a=(1 2 [5]=x) b+=(3) declare -A m=([k]=v [j]+=w)

#### valid redirs
## args: -n
exec {fd}>/dev/null 3<&- 2>&1 >| x &>> y <> z <<< s

#### valid heredoc unterminated warns
## args: -n
cat <<EOF
body

#### valid heredoc quoted unterminated warns
## args: -n
cat <<'E'
body


#### valid heredoc strip tabs
## args: -n
cat <<-EOF
	body
	EOF

#### valid two heredocs one line
## args: -n
cat <<A; cat <<B
a
A
b
B

#### valid case fallthrough
## args: -n
case x in a) ;& b) ;;& *) esac

#### valid for without in
## args: -n
for x; do :; done
for y
do :; done

#### valid arith for empty
## args: -n
for ((;;)); do break; done

#### valid for brace body
## args: -n
for x in a; { echo $x; }

#### valid bad substitution parses
## args: -n
echo ${x&}

#### valid arith error parses
## args: -n
echo $((1 +))

#### valid backquote nesting
## args: -n
echo `echo \`echo a\``

#### valid dollar bracket
## args: -n
echo $[1+2]

#### valid process subs
## args: -n
diff <(ls) >(cat)

#### valid param forms
## args: -n
echo ${!x} ${!p*} ${!a[@]} ${#a[@]} ${x@Q} ${a[i]:-w} ${x/a/b} ${x//a} ${x:1:2} ${x^^} ${x,}

#### valid reserved words as args
## args: -n
echo if then fi done { } ]] in

#### valid brace literal
## args: -n
echo {a,b} {x}

#### valid comments
## args: -n
echo a # ) ( fi
# only comment

#### valid line continuation
## args: -n
ec\
ho a \
 b

#### valid cond complex
## args: -n
[[ ! -f x && ( a < b || c > d ) ]]

#### valid dquote nested
## args: -n
echo "${x:-"a b"}" "$(echo ")")"

#### valid empty cmdsub
## args: -n
echo $() `` x

#### valid double paren subshell
## args: -n
( (echo a) )

#### valid until
## args: -n
until true; do :; done

#### valid let
## args: -n
let 'x = 1 + 2' y++

#### valid bang alone
## args: -n
!

#### valid redirect only
## args: -n
> out

