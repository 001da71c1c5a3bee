# bash's table of remembered command paths: hash, type, command -v, BASH_CMDS.

#### hash with an empty table says so
hash
echo "status $?"

#### commands run from PATH are remembered with one hit
ls > /dev/null; cat /dev/null; hash

#### hash -r empties the table
ls > /dev/null; hash -r; hash; echo "status $?"

#### hash NAME remembers it with no hits
hash ls; hash; echo "status $?"

#### hash of an unknown name fails
hash nosuchcmd; echo "status $?"

#### hash -t prints remembered paths, with names for several
hash ls; hash -t ls; hash -t ls cat; echo "status $?"

#### hash -t of a name not remembered fails
hash -t nosuch; echo "status $?"

#### hash -l lists reusable hash -p commands
hash ls; hash -l

#### hash -p remembers a path under any name, and it runs from there
hash -p /bin/cat kitty; hash -t kitty; hash -l; type kitty; kitty /dev/null; echo "status $?"

#### hash -d forgets one name
hash ls cat; hash -d ls; hash; hash -d nosuch; echo "status $?"

#### type reports a remembered command as hashed, type -a does not
hash ls; type -t ls; type ls; type -a ls; type -P ls

#### type after a run says hashed
ls >/dev/null; type ls

#### command -v and -V of a hashed name
hash -p /bin/cat kitty; command -v kitty; command -V kitty

#### BASH_CMDS shows the table
hash ls; echo "${BASH_CMDS[ls]}"; declare -p BASH_CMDS

#### assigning BASH_CMDS adds to the table
BASH_CMDS[zz]=/bin/echo; hash -t zz; zz hello

#### hash of a builtin succeeds and remembers nothing
hash echo; echo "status $?"; hash cd; echo "status $?"; hash

#### hash of a function succeeds and remembers nothing
f() { :; }; hash f; echo "status $?"

#### hash of a path succeeds and remembers nothing
hash /bin/ls; echo "status $?"

#### hash with a bad option
hash -x; echo "status $?"

#### assigning PATH empties the table
ls >/dev/null; PATH=/bin:/usr/bin; hash; echo "status $?"

#### each run from the table adds a hit
ls >/dev/null; ls >/dev/null; hash

#### hash -t of several names
hash ls cat; hash -t cat ls

#### set +h disables hashing
set +h; ls >/dev/null; hash; echo "status $?"; hash ls; echo "status $?"

#### a relative hash -p path that names no file is forgotten
hash -p ./mycmd mc; hash -t mc

#### hash -d of the last name leaves the table empty
hash ls; hash -d ls; hash

#### type -a ignores the table, type does not
hash -p /bin/cat ls; type -a ls; type ls

#### hash -l of an empty table prints nothing
hash -l; echo "status $?"

#### hash -lt prints a reusable command
hash ls; hash -lt ls

#### type names the first PATH directory holding a command
PATH=/bin:/usr/bin
type ls
command -v cat
PATH=/usr/bin:/bin
type -P ls

#### a script found on PATH is remembered at its path
## file: bin/hello
## | echo hello from the script
## mode: bin/hello 755
PATH=$PWD/bin:$PATH
hello
hash -t hello | sed "s|$PWD|WORK|"
type hello | sed "s|$PWD|WORK|"

#### the table is listed in bash's hash order
hash cat ls sort tr wc head tail grep sed awk
hash | sed 's/^ *//'
