# Background jobs inside one script: &, $!, wait (all, by pid, unknown job), jobs listing, kill %n. Only race-free forms: bash itself answers wait %n and wait -n differently when the job already ended.

#### background job output before wait returns
echo start
{ echo from-job; } &
wait
echo end

#### wait on job status by pid
( exit 5 ) &
wait $!
echo "status $?"

#### wait without arguments returns zero
( exit 5 ) &
wait
echo "status $?"

#### wait for unknown job spec
wait %3
echo "status $?"

#### jobs lists a running job
mkfifo p
cat p > /dev/null &
jobs
echo > p
wait

#### jobs -p prints only pids of running jobs
mkfifo p
cat p > /dev/null &
[ "$(jobs -p)" = "$!" ] && echo pid-matches
echo > p
wait

#### kill a job by job spec and see status 143
mkfifo p
cat p &
kill %1
wait %1
echo "status $?"

#### background job sees a copy of variables
x=1
( x=2; echo "job x=$x" ) &
wait
echo "main x=$x"

#### background job in a function
f() { echo "bg in function"; }
f &
wait

#### dollar bang is empty before any job
echo "[${!-none}]"

#### two jobs waited in order
( exit 1 ) & a=$!
( exit 2 ) & b=$!
wait $a; ra=$?
wait $b; rb=$?
echo "$ra $rb"

#### background job stdin is dev null
## stdin: typed\n
( read -r line; echo "job read [$line] $?" ) &
wait
read -r line
echo "main read [$line]"

#### background pipeline
echo abc | tr a-z A-Z &
wait

#### jobs after all finished prints done jobs once
( true ) &
wait
jobs
echo listed

#### disowned job is not in jobs
mkfifo p
cat p > /dev/null &
disown
jobs
echo > p
echo after

#### fifo carries data from a job to the shell
mkfifo p
printf 'a\nb\n' > p &
cat p
wait
echo "status $?"

#### read loop over a fifo fed by a job
mkfifo p
{ echo one; echo two; } > p &
while read -r line; do echo "got $line"; done < p
wait

#### fifo between a background pipeline and the shell
mkfifo p
cat p | tr a-z A-Z &
echo hello > p
wait

#### noclobber still writes into a fifo
set -C
mkfifo p
cat p &
echo hi > p
wait

#### read-write fd on a fifo does not block
mkfifo p
exec 3<>p
echo hello >&3
read -r line <&3
echo "$line"
exec 3>&-

#### writer to a fifo whose reader is gone gets SIGPIPE
mkfifo p
{ head -c1 p > /dev/null; } &
yes > p
echo "status $?"
wait

#### fifo permissions are checked on open
mkfifo p
chmod 000 p
cat p
echo "status $?"
echo x > p
echo "status $?"

#### kill -INT and -PIPE end a job blocked on a fifo
mkfifo p
cat p &
kill -INT %1
wait %1
echo "int $?"
cat p &
kill -PIPE %cat
wait %cat
echo "pipe $?"

#### kill -QUIT and -0 leave a background job running
mkfifo p q
{ echo ready > q; cat p; } &
read -r _ < q
kill -QUIT %1
kill -0 %1
echo "status $?"
echo hi > p
wait %1
echo "status $?"

#### wait without arguments after kill and then no such job
mkfifo p
cat p &
kill -s TERM %1
wait
echo "status $?"
kill %1
echo "status $?"
wait %1
echo "status $?"

#### disown without jobs and with bad arguments
disown
echo "status $?"
disown %1 123 abc -
echo "status $?"
disown -a
echo "status $?"
disown -r
echo "status $?"
disown -h
echo "status $?"
disown -x
echo "status $?"
disown -1
echo "status $?"

#### disown -h keeps the job and -r removes running ones
mkfifo p
cat p > /dev/null &
disown -h
jobs
disown -r
echo "status $?"
jobs
echo > p

#### disown by prefix, by pid and a missing second spec
mkfifo p q
cat p > /dev/null &
disown %cat
jobs
cat q > /dev/null &
disown %1 %2
echo "status $?"
jobs
echo > p
echo > q

#### ambiguous job specs in disown kill and wait
mkfifo p q
cat p > /dev/null &
cat q > /dev/null &
disown %cat
echo "disown $?"
kill %?cat
echo "kill $?"
wait %ca
echo "wait $?"
jobs
echo > p
echo > q
wait

#### disown a job by its pid
mkfifo p
cat p > /dev/null &
disown $!
echo "status $?"
jobs
echo > p

#### wait for a disowned job and wait twice for one pid
sleep 0.1 & p=$!; disown; wait $p; echo "disowned $?"
(exit 4) & q=$!; wait $q; echo "first $?"; wait $q; echo "again $?"

#### wait without arguments forgets saved statuses
(exit 3) & r=$!; wait; wait $r 2>/dev/null; echo "r $?"; ( wait $r 2>/dev/null; echo "sub $?" )

#### jobs shows a brace group on one line
{ sleep 0.2; echo x; } >/dev/null & jobs; { sleep 0.2 | cat; } & jobs; wait

#### finished jobs leave the table after a foreground external command
sleep 0.01 & sleep 0.2; jobs; echo "after external"

#### finished jobs stay in the table after a command substitution
sleep 0.01 & x=$(sleep 0.2); jobs; echo "after substitution"

#### finished jobs leave the table after a subshell and a pipeline
sleep 0.01 & (sleep 0.2); jobs; echo "after subshell"; sleep 0.01 & sleep 0.2 | cat; jobs; echo "after pipeline"
