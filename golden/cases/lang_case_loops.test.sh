# case (;; ;& ;;&, patterns) and loops (for, C-style for, while, until, select, break/continue N).

#### case matches first pattern
case b in a) echo A;; b) echo B;; *) echo other;; esac

#### case default branch
case zzz in a) echo A;; *) echo default;; esac

#### case with alternatives
case dog in cat|dog) echo pet;; *) echo wild;; esac

#### case with glob patterns
case file.txt in *.sh) echo script;; *.txt) echo text;; esac

#### case with character class
case 5 in [0-9]) echo digit;; *) echo other;; esac

#### case fallthrough with semicolon ampersand
case a in a) echo one;& b) echo two;; c) echo three;; esac

#### case continue matching with double semicolon ampersand
case abc in a*) echo starts-a;;& *b*) echo has-b;;& *z*) echo has-z;; *) echo last;; esac

#### case no match status is zero
case x in y) echo y;; esac
echo "status $?"

#### case status of matched branch
case x in x) false;; esac
echo "status $?"

#### case with quoted pattern is literal
case '*' in '*') echo literal-star;; esac
case abc in '*') echo no;; *) echo glob;; esac

#### case pattern from variable is a pattern
p='a*'
case abc in $p) echo matched;; esac

#### case pattern from quoted variable is literal
p='a*'
case abc in "$p") echo no;; *) echo literal;; esac

#### case with empty string
case '' in '') echo empty;; *) echo nonempty;; esac

#### case with parenthesis before pattern
case x in (x) echo paren-form;; esac

#### case word is expanded but not split
v='a b'
case $v in 'a b') echo whole;; esac

#### case with extglob pattern
shopt -s extglob
case foo.tar.gz in *.@(gz|bz2)) echo compressed;; esac

#### case without final double semicolon
case a in a) echo last-no-semis
esac

#### case multiline body
case 1 in
  1)
    echo first
    echo second
    ;;
esac

#### case nocasematch
shopt -s nocasematch
case HELLO in hello) echo ci-match;; esac

#### case with newline in pattern list
case b in
  a | b)
    echo ab;;
esac

#### for over list
for x in a b c; do echo $x; done

#### for without in uses positionals
set -- p q
for x; do echo $x; done

#### for over empty list
for x in; do echo never; done
echo "status $?"

#### for loop variable keeps last value
for x in 1 2 3; do :; done
echo $x

#### c-style for
for ((i=0; i<3; i++)); do echo $i; done

#### c-style for with empty parts
i=0
for ((;;)); do ((i++)); ((i>=3)) && break; done
echo $i

#### c-style for with multiple variables
for ((i=0, j=10; i<3; i++, j--)); do echo "$i $j"; done

#### while loop
n=0
while [ $n -lt 3 ]; do echo $n; n=$((n+1)); done

#### until loop
n=3
until [ $n -eq 0 ]; do echo $n; ((n--)); done

#### while loop status is last body command
n=0
while [ $n -lt 1 ]; do n=1; false; done
echo "status $?"

#### while loop not executed status is zero
while false; do :; done
echo "status $?"

#### break exits loop
for i in 1 2 3 4; do [ $i = 3 ] && break; echo $i; done

#### continue skips iteration
for i in 1 2 3; do [ $i = 2 ] && continue; echo $i; done

#### break 2 exits nested loops
for i in 1 2; do for j in a b; do echo $i$j; [ $j = a ] && break 2; done; done
echo out

#### continue 2 continues outer loop
for i in 1 2; do for j in a b; do [ $j = b ] && continue 2; echo $i$j; done; echo never; done

#### break with count larger than depth
for i in 1 2; do break 5; done
echo "status $? i=$i"

#### break outside loop
break
echo "status $?"

#### continue outside loop
continue
echo "status $?"

#### break zero is an error
for i in 1 2; do break 0; done
echo "status $?"

#### break with non-numeric argument
for i in 1; do break x; done
echo "status $?"

#### break inside function inside loop
f() { break; }
for i in 1 2 3; do echo $i; f; done
echo "after $?"

#### loop with redirected output and break
for i in 1 2 3; do echo $i; [ $i = 2 ] && break; done > out
cat out

#### nested while with continue
i=0
while (( i < 4 )); do ((i++)); (( i % 2 )) && continue; echo even $i; done

#### loop over brace expansion
for i in {1..3}; do echo -n "$i "; done; echo

#### loop over glob with no matches keeps pattern
for f in *.none; do echo "$f"; done

#### loop over files
## file: b.txt
## file: a.txt
for f in *.txt; do echo "$f"; done

#### select with stdin
## stdin: 2\n
select opt in apple banana; do echo "chose $opt ($REPLY)"; break; done

#### select prompt goes to stderr
## stdin: 1\n
PS3='pick: '
select x in one two; do echo "$x"; break; done

#### select invalid choice gives empty and loops until eof
## stdin: 9\n
select x in one; do echo "[$x] $REPLY"; done
echo "status $?"

#### while read loop with break on condition
printf '1\n2\nstop\n3\n' | while read -r l; do [ "$l" = stop ] && break; echo $l; done

#### until with complex condition
a=0
until (( a > 2 )) || [ $a = x ]; do ((a++)); done
echo $a

#### for loop with semicolon on new lines
for x in a b
do
  echo $x
done

#### while true with counter and break
i=0
while :; do i=$((i+1)); [ $i -ge 5 ] && break; done
echo $i

#### c-style for with arithmetic condition only
for ((i=3; i; i--)); do echo $i; done

#### for loop variable with invalid name
for 1x in a; do echo; done
echo "status $?"

#### loop body status after break
for i in 1; do false; break; done
echo "status $?"

#### case in loop with continue
for w in a skip b; do case $w in skip) continue;; esac; echo $w; done

#### case matching on dollar question
false
case $? in 0) echo ok;; *) echo "failed $?";; esac

#### case pattern with brackets and negation
case x in [!abc]) echo not-abc;; esac

#### case pattern with escaped special characters
case 'a|b' in a\|b) echo escaped-bar;; esac

#### case of number against range pattern
for n in 7 42; do case $n in [0-9]) echo "$n one digit";; [0-9][0-9]) echo "$n two digits";; esac; done

#### case "$@" with empty elements matches only the quoted-null byte
set -- a "" b
case "$@" in "a b") echo one;; "a  b") echo two;; *) echo other;; esac
case "$@" in a\ ?\ b) echo any;; esac
case "$@" in "a "$'\177'" b") echo del;; esac
set -- "" a
case "$@" in ?\ a) echo lead;; esac
set -- ""
case "$@" in "") echo lone;; esac
set -- "" ""
case "$@" in ???) echo three;; esac

#### case $@ unquoted and "$*" keep empty elements empty
set -- "" a
case $@ in " a") echo sp;; *) echo no;; esac
set -- a "" b
case "$*" in "a  b") echo two;; esac
a=(x "")
case "${a[@]}" in x\ ?) echo arr;; esac
case "${a[@]:1}" in "") echo one-empty;; esac
