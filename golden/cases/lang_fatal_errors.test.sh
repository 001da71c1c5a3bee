# Which errors end a non-interactive script and which only fail the command: redirection
# failures on compound commands, readonly assignments, failglob, with and without set -e.

#### redirect failure on a brace group continues
{ echo in; } < /nonexistent/file
echo "rc=$?"
echo after

#### redirect failure on a brace group under set -e ends the script
set -e
{ echo in; } < /nonexistent/file
echo after

#### redirect failure on a while loop
while false; do :; done < /nonexistent/file
echo "rc=$?"

#### redirect failure on a subshell
( echo in ) > /nonexistent/dir/file
echo "rc=$?"

#### redirect failure on an if under set -e
set -e
if true; then echo in; fi > /nonexistent/dir/file
echo after

#### redirect failure on a function call
f() { echo in; }
f < /nonexistent/file
echo "rc=$?"

#### redirect failure on a function definition body
f() { echo in; } < /nonexistent/file
f
echo "rc=$?"

#### redirect failure on a for loop in a condition under set -e
set -e
if for i in 1; do echo $i; done > /nonexistent/dir/f; then echo yes; else echo no; fi
echo after

#### readonly assignment ends the script
readonly r=1
r=2
echo after

#### readonly assignment under set -e
set -e
readonly r=1
r=2 || echo handled
echo after

#### readonly assignment in a function
readonly r=1
f() { r=2; echo in-f; }
f
echo after

#### readonly prefix assignment to a command
readonly r=1
r=2 true
echo "rc=$?"

#### readonly assignment in a subshell
readonly r=1
( r=2; echo in-sub )
echo "rc=$?"

#### readonly assignment through declare continues
readonly r=1
declare r=2
echo "rc=$?"

#### failglob ends the command only
shopt -s failglob
echo nomatch*
echo "rc=$?"

#### failglob under set -e
set -e
shopt -s failglob
echo nomatch*
echo after

#### failglob in a condition under set -e
set -e
shopt -s failglob
if echo nomatch*; then echo yes; else echo no; fi
echo after

#### failglob in a for list
shopt -s failglob
for f in nomatch*; do echo "$f"; done
echo "rc=$?"

#### failglob in a function
shopt -s failglob
f() { echo nomatch*; echo in-f; }
f
echo "rc=$?"
