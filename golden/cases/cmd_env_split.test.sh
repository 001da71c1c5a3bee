# env: -S splitting (quotes, escapes, ${VAR}, comments), --debug, -C, -u, -i, -0 and the signal options.

#### -S splits words and runs the command
env -S'printf %s| a b  c'; echo

#### -S empty quotes make an empty argument
env -S"printf <%s> a '' b"; echo

#### -S escapes outside quotes
env -S'printf [%s] a\tb c\_d e\\f \$x \#y \"q\" \x27' 2>&1; echo; echo "s=$?"

#### -S escapes inside double quotes
env -S'printf [%s] "a\_b" "t\tn\nf\fv\vr\rend"' | od -c | head -3

#### -S single quotes keep backslashes but for \\ and \'
env -S"printf [%s] 'a\\nb' 'c\\\\d' 'it\\'s'"; echo

#### -S backslash-c ends the string
env -S'printf [%s] a b\c c d'; echo

#### -S backslash-c in double quotes is an error
env -S'printf "a\cb"'; echo "s=$?"

#### -S hash at a word start is a comment
env -S'printf [%s] a b#c # d e'; echo

#### -S invalid sequence
env -S'printf a\qb'; echo "s=$?"

#### -S backslash at the end
env -S'printf a\'; echo "s=$?"

#### -S unterminated quote
env -S'printf "abc'; echo "s=$?"; env -S"printf 'abc"; echo "s=$?"

#### -S expands braced variables
V='x y' env -S'printf [%s] ${V} "${V}" pre${V}post'; echo

#### -S does not expand in single quotes
V=1 env -S"printf [%s] '\${V}'"; echo

#### -S unset variable is an empty string
unset NOPE; env -S'printf [%s] a${NOPE} ${NOPE} b'; echo

#### -S only braced variables
env -S'echo $HOME'; echo "s=$?"; env -S'echo ${1x}'; echo "s=$?"

#### -S options are parsed again
env -S'-i A=1 printenv' ; echo "s=$?"

#### -S then more arguments
env -S'printf [%s]' a b; echo

#### -S of only blanks runs nothing
env -i -S'   ' ; echo "s=$?"

#### -S with nothing after the command prints the environment
env -i A=1 -S'B=2'; echo "s=$?"

#### --split-string long form
env --split-string='printf %s- x y'; echo

#### --debug with -S
V=val env -v -S'A=1 printf [%s] ${V} ${NONE}' 2>&1; echo

#### --debug shows -i, -u, setenv and the command
A=1 env --debug -u A B=2 true 2>&1; env -vi C=3 true 2>&1

#### --debug with -C
mkdir d; env -v -C d pwd 2>&1

#### --debug with -S before -v does not report the split
env -S'true x' -v 2>&1; echo "s=$?"

#### shebang-style option word
env '-i printenv'; echo "s=$?"

#### command with a blank in its name
env 'no such'; echo "s=$?"

#### missing command
env no-such-cmd; echo "s=$?"

#### -u with an empty name
env -u '' true; echo "s=$?"

#### -i skips the -u checks
env -i -u a=b A=1; echo "s=$?"

#### an empty name is set
env -i =x A=1; echo "s=$?"

#### -0 ends each line with NUL
env -i -0 A=1 B=2 | od -c

#### -0 with a command
env -0 true; echo "s=$?"

#### -C without a command
env -C . ; echo "s=$?"

#### -C to a missing directory
env -C nodir true; echo "s=$?"

#### -C to a file
touch f; env -C f true; echo "s=$?"

#### -C runs in the directory
mkdir -p sub/x; env -C sub ls

#### a lone dash clears the environment
A=1 env - B=2

#### option after the command is the command's
env -i printenv -0; echo "s=$?"

#### bad option
env -q; echo "s=$?"

#### missing argument
env -u; echo "s=$?"; env -S; echo "s=$?"

#### ambiguous long option
env --de true; echo "s=$?"

#### long option with a needless argument
env --debug=1 true; echo "s=$?"

#### --block-signal is accepted
env --block-signal=INT true; echo "s=$?"; env --block-signal true; echo "s=$?"

#### --ignore-signal and --default-signal are accepted
env --ignore-signal=PIPE,HUP --default-signal=INT true; echo "s=$?"

#### invalid signal names
env --block-signal=FOO true; echo "s=$?"; env --ignore-signal=0 true; echo "s=$?"; env --default-signal=65 true; echo "s=$?"

#### signal names are case-insensitive with or without SIG
env --ignore-signal=sigint,Term,SIGRTMIN+2,rtmax-1,3 --list-signal-handling true; echo "s=$?"

#### KILL cannot be ignored
env --ignore-signal=KILL true; echo "s=$?"

#### KILL cannot be blocked (silently)
env --block-signal=KILL,INT --list-signal-handling true; echo "s=$?"

#### --list-signal-handling shows blocked and ignored
env --block-signal=INT,PIPE --ignore-signal=PIPE,HUP --list-signal-handling true

#### --list-signal-handling without a command prints the environment
env -i --list-signal-handling A=1

#### --ignore-signal for all signals
env --ignore-signal --list-signal-handling true 2>&1 | head -5; env --ignore-signal --list-signal-handling true 2>&1 | wc -l

#### --default-signal unblocks a blocked signal
env --block-signal=INT --default-signal=INT --list-signal-handling true; echo "s=$?"

#### --debug with signal options
env -v --ignore-signal=PIPE --block-signal=2,USR1 true 2>&1

#### --debug with all signals
env -v --default-signal true 2>&1 | sed -n '1p;9p;19p;32p;60,64p;70p;$p'; env -v --default-signal true 2>&1 | wc -l

#### numbers above 127 keep their low bits
env --ignore-signal=130 --list-signal-handling true

#### --debug reports expansions made before an -S error
V=1 env -v -S'printf ${V}${NO} \q' 2>&1; echo "s=$?"; env -v -S'a ${NO} ${' 2>&1; echo "s=$?"

#### printenv stops at its first operand
A=1 printenv A -i --null; echo "s=$?"

#### printenv -i and -u lead only to the usage line
A=1 printenv -i A; echo "s=$?"; printenv -u A; echo "s=$?"; printenv -0 -u; echo "s=$?"

#### printenv -0 and names with =
A=1 B=2 printenv -0 A B | od -c; printenv A=1 A; echo "s=$?"

#### -S words are the command then options are its own
A=1 env -S'printenv A' -i; echo "s=$?"

#### signal options repeated
A=1 env --default-signal=HUP,TERM --default-signal=HUP,TERM printenv A; echo "s=$?"
