# timeout's deadline reaches everything its command does: scripts by path, bash/sh -c, env/nice/nohup/xargs/find -exec,
# nested timeouts, signals and options, EXIT traps. A command that never ends by itself (`sleep infinity`, `while :`)
# is what the deadline stops, so no case races its own timer; each costs about 0.2 s.

#### a script by path looping forever ends with 124 and the outer script goes on
## file: s.sh
## | echo start
## | while :; do :; done
## | echo never
## mode: s.sh 755
timeout 0.2 ./s.sh; echo "s=$?"; echo after

#### a script by path sleeping ends with 124
## file: s.sh
## | echo start
## | sleep infinity
## | echo never
## mode: s.sh 755
timeout 0.2 ./s.sh; echo "s=$?"

#### a script found on PATH ends with 124
## file: bin/loop
## | while :; do :; done
## mode: bin/loop 755
PATH=$PWD/bin:$PATH timeout 0.2 loop; echo "s=$?"

#### bash script.sh ends with 124
## file: s.sh
## | echo start
## | while :; do :; done
timeout 0.2 bash s.sh; echo "s=$?"

#### bash -c ends with 124
timeout 0.2 bash -c 'echo start; while :; do :; done; echo never'; echo "s=$?"

#### sh -c ends with 124
timeout 0.2 sh -c 'echo start; sleep infinity; echo never'; echo "s=$?"

#### files written before the deadline stay written
## file: s.sh
## | echo one > out.txt
## | echo two >> out.txt
## | while :; do :; done
## | echo three >> out.txt
## mode: s.sh 755
timeout 0.2 ./s.sh; echo "s=$?"; cat out.txt

#### a loop appending to a file stops at the deadline
timeout 0.2 bash -c 'while :; do echo x >> n.txt; done'; echo "s=$?"; test -s n.txt && echo written; rm n.txt

#### a subshell in the script is stopped
timeout 0.2 bash -c '(while :; do :; done); echo never'; echo "s=$?"

#### a pipeline in the script is stopped
timeout 0.2 bash -c 'while :; do echo y; done | cat > /dev/null; echo never'; echo "s=$?"

#### read from a pipe that never gets a line is stopped
timeout 0.2 bash -c 'sleep infinity | read x; echo never'; echo "s=$?"

#### read from a fifo with no writer is stopped
mkfifo p
timeout 0.2 bash -c 'echo start; read x < p; echo never'; echo "s=$?"

#### a command substitution in the script is stopped
timeout 0.2 bash -c 'x=$(while :; do :; done); echo never'; echo "s=$?"

#### a background job the script waits for is stopped
timeout 0.2 bash -c 'sleep infinity & wait; echo never'; echo "s=$?"

#### a function loop in the script is stopped
timeout 0.2 bash -c 'f() { while :; do :; done; }; f; echo never'; echo "s=$?"

#### timeout env runs a script under the deadline
## file: s.sh
## | while :; do :; done
## mode: s.sh 755
timeout 0.2 env X=1 ./s.sh; echo "s=$?"

#### timeout nice runs a script under the deadline
## file: s.sh
## | while :; do :; done
## mode: s.sh 755
timeout 0.2 nice ./s.sh; echo "s=$?"

#### timeout nohup runs a script under the deadline
## file: s.sh
## | while :; do :; done
## mode: s.sh 755
timeout 0.2 nohup ./s.sh; echo "s=$?"

#### timeout xargs runs a script under the deadline
## file: s.sh
## | echo "arg $1"
## | while :; do :; done
## mode: s.sh 755
echo a | timeout 0.2 xargs ./s.sh; echo "s=$?"

#### timeout find -exec runs a script under the deadline
## file: s.sh
## | echo "found $1"
## | while :; do :; done
## mode: s.sh 755
timeout 0.2 find . -name s.sh -exec ./s.sh {} \;; echo "s=$?"

#### env and nice under timeout run bash -c under the deadline
timeout 0.2 env bash -c 'while :; do :; done'; echo "s=$?"
timeout 0.2 nice bash -c 'sleep infinity'; echo "s=$?"

#### the inner, shorter timeout expires first
timeout 5 timeout 0.2 bash -c 'while :; do :; done'; echo "s=$?"

#### the outer, shorter timeout expires while the inner runs
timeout 0.2 timeout 5 bash -c 'while :; do :; done'; echo "s=$?"

#### an inner timeout in the script expires and the script goes on
timeout 5 bash -c 'timeout 0.2 bash -c "while :; do :; done"; echo "inner $?"'; echo "s=$?"

#### the outer timeout stops a script whose inner timeout is longer
timeout 0.2 bash -c 'timeout 5 sleep infinity; echo "inner $?"'; echo "s=$?"

#### a script that ends in time gives its own status
## file: s.sh
## | echo quick
## | exit 3
## mode: s.sh 755
timeout 5 ./s.sh; echo "s=$?"

#### timeout -s KILL of a script gives 137
## file: s.sh
## | while :; do :; done
## mode: s.sh 755
{ timeout -s KILL 0.2 ./s.sh; } 2>/dev/null; echo "s=$?"

#### --preserve-status of a script gives 143
## file: s.sh
## | while :; do :; done
## mode: s.sh 755
timeout --preserve-status 0.2 ./s.sh; echo "s=$?"

#### -k with a script that dies at TERM gives 124
## file: s.sh
## | while :; do :; done
## mode: s.sh 755
timeout -k 5 0.2 ./s.sh; echo "s=$?"

#### --foreground with a looping script gives 124
## file: s.sh
## | while :; do :; done
## mode: s.sh 755
timeout --foreground 0.2 ./s.sh; echo "s=$?"

#### -v names the script it signals
## file: s.sh
## | while :; do :; done
## mode: s.sh 755
timeout -v 0.2 ./s.sh; echo "s=$?"

#### -v with bash -c names bash
timeout -v 0.2 bash -c 'sleep infinity'; echo "s=$?"

#### a shell function cannot be run by timeout
f() { echo hi; }
timeout 1 f; echo "s=$?"

#### a shell builtin cannot be run by timeout
timeout 1 cd /; echo "s=$?"
timeout 1 read x; echo "s=$?"

#### echo and test run as programs under timeout
timeout 1 echo hi; echo "s=$?"
timeout 1 test 1 = 2; echo "s=$?"

#### the EXIT trap of a TERM-stopped script runs
timeout 0.2 bash -c 'trap "echo bye" EXIT; sleep infinity'; echo "s=$?"

#### the EXIT trap of a TERM-stopped loop runs
timeout 0.2 bash -c 'trap "echo bye > trap.txt" EXIT; while :; do :; done'; echo "s=$?"; cat trap.txt

#### a KILL-stopped script runs no EXIT trap
{ timeout -s KILL 0.2 bash -c 'trap "echo bye" EXIT; sleep infinity'; } 2>/dev/null; echo "s=$?"

#### --preserve-status with an EXIT trap gives 143
timeout --preserve-status 0.2 bash -c 'trap "echo bye; exit 3" EXIT; sleep infinity'; echo "s=$?"
