# trap's one-word forms, the DEBUG trap with extdebug and set -T, and ulimit's checks.

#### trap with a lone hyphen shows the usage
trap -
echo "rc=$?"

#### trap with one word that is no signal
trap x
echo "rc=$?"

#### trap with one signal resets it
trap 'echo usr1' USR1
trap USR1
trap -p USR1
echo "rc=$?"

#### extdebug: a failing DEBUG trap skips the command
shopt -s extdebug
trap '[[ $BASH_COMMAND != *skip* ]]' DEBUG
echo a
echo skip this
echo b

#### set -T runs the DEBUG trap at function entry
trap 'echo "D: $BASH_COMMAND"' DEBUG
f() { :; }
set -T
f

#### ulimit with a bad option
ulimit -Q
echo "rc=$?"

#### ulimit with a bad number
ulimit -n abc
echo "rc=$?"

#### ulimit set and read back
ulimit -n 512
ulimit -n
ulimit -S -n 256
ulimit -n

#### ulimit of the pipe size cannot change
ulimit -p 1
echo "rc=$?"
