# true/false/yes, env/printenv, which, tty, sync, clear: behaviour that does not depend on the machine.

#### true and false statuses
true; echo "t=$?"; false; echo "f=$?"

#### env true ignores its arguments
env true --bogus -x; echo "s=$?"

#### env true and env false
env true; echo "t=$?"; env false; echo "f=$?"

#### false with --version alone
env false --version >/dev/null; echo "s=$?"

#### yes default line
yes | head -3

#### yes with words
yes a b c | head -2

#### yes with an empty string
yes '' | head -3 | od -c

#### yes -- keeps the rest
yes -- -n | head -2

#### yes rejects an unknown option
yes -x | head -1; echo "s=${PIPESTATUS[0]}"

#### yes output through sed quits early
yes hello | sed 3q

#### env -i with assignments prints them
env -i A=1 B=two

#### env -i lone dash
env -i - C=3

#### env - clears the environment
env - D=4 E=5

#### env -0 ends with NUL
env -i -0 A=1 B=2 | od -c

#### env runs a command with a variable
env -i FOO=bar printenv FOO

#### env -u removes a variable
FOO=1 BAR=2 env -u FOO printenv FOO BAR; echo "s=$?"

#### env -u with = is invalid
env -u a=b true; echo "s=$?"

#### env -0 with a command
env -0 true; echo "s=$?"

#### env with a missing command
env nosuchcmd; echo "s=$?"

#### env with a missing path
env ./nope; echo "s=$?"

#### env invalid option status 125
env -z; echo "s=$?"

#### env -C needs a command
env -C /; echo "s=$?"

#### env -C changes directory
mkdir sub; env -C sub pwd | sed "s|$PWD|W|"

#### env -C to a missing directory
env -C nope true; echo "s=$?"

#### env runs a script by path
## file: run.sh
## | #!/bin/bash
## | echo "in script: $X"
## mode: run.sh 755
env X=7 ./run.sh

#### env with a non-executable file
## file: plain.sh
## | echo hi
env ./plain.sh; echo "s=$?"

#### env passes arguments through
env -i seq 2 4

#### env prefix assignment seen by printenv
X=hello env printenv X

#### env -i then command without PATH still finds nothing
env -i nosuch 2>&1; echo "s=$?"

#### env --bogus
env --bogus; echo "s=$?"

#### printenv a variable
FOO=abc printenv FOO

#### printenv several and missing
A=1 B=2 printenv A NOPE B; echo "s=$?"

#### printenv HOME and USER
printenv HOME USER

#### printenv -0
A=1 printenv -0 A | od -c

#### printenv name with =
printenv A=1; echo "s=$?"

#### printenv invalid option
printenv -z; echo "s=$?"

#### printenv unexported variable
V=1; printenv V; echo "s=$?"

#### printenv exported variable
export W=yes; printenv W

#### which finds a coreutils command
which seq

#### which -a lists every PATH hit
which -a seq

#### which several, one missing
which seq nosuchcmd env; echo "s=$?"

#### which nothing
which; echo "s=$?"

#### which bad option
which -x; echo "s=$?"

#### which with a path to an executable
## file: tool.sh
## | #!/bin/sh
## mode: tool.sh 755
which ./tool.sh; echo "s=$?"

#### which with a path to a plain file
## file: data.txt
## | x
which ./data.txt; echo "s=$?"

#### which searches a PATH dir in the work dir
## file: bin/mytool
## | #!/bin/sh
## mode: bin/mytool 755
PATH="$PWD/bin:$PATH" which mytool | sed "s|$PWD|W|"

#### which ignores shell builtins
which cd; echo "s=$?"

#### tty without a terminal
tty; echo "s=$?"

#### tty -s is silent
tty -s; echo "s=$?"

#### tty extra operand
tty x; echo "s=$?"

#### sync succeeds
sync; echo "s=$?"

#### sync a missing file
sync nofile; echo "s=$?"

#### sync --data needs files
sync -d; echo "s=$?"

#### sync -d -f conflict
sync -d -f x; echo "s=$?"

#### sync an existing file
## file: f.txt
## | data
sync f.txt; echo "s=$?"
