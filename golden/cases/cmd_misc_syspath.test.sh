# A command run by its system path names itself by that path in its messages, as GNU's program_name.

#### /bin/ls of a missing file
/bin/ls nosuch; echo "status $?"

#### /usr/bin/cat and /bin/rm
/usr/bin/cat nosuch
/bin/rm nosuch
/usr/bin/head -n x f
echo "status $?"

#### a bad option names the path twice
/bin/ls --bogus; echo "status $?"
/usr/bin/sort --bogus; echo "status $?"

#### --help names the path, --version does not
/bin/ls --help | head -1
/bin/ls --version | head -1
/usr/bin/du --help | head -2

#### through env, xargs, find -exec, timeout, nice, command, exec
/usr/bin/env /bin/cat nosuch
env cat nosuch
env /usr/bin/head -n x
echo nosuch | xargs /bin/cat
find . -maxdepth 0 -exec /bin/ls nosuch \;
timeout 5 /bin/cat nosuch
nice /bin/cat nosuch
command /bin/cat nosuch
(exec /bin/cat nosuch)
echo done

#### find and other commands by path
/usr/bin/find nosuch
/usr/bin/wc nosuch
/bin/mkdir d d
/usr/bin/stat nosuch 2>&1 | head -1
/bin/chmod 644 nosuch

#### the plain name is unchanged
ls nosuch; cat nosuch; true
