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
## xfail: L-jobs-fifo no mkfifo and no disown
mkfifo p
cat p > /dev/null &
jobs
echo > p
wait

#### jobs -p prints only pids of running jobs
## xfail: L-jobs-fifo no mkfifo and no disown
mkfifo p
cat p > /dev/null &
[ "$(jobs -p)" = "$!" ] && echo pid-matches
echo > p
wait

#### kill a job by job spec and see status 143
## xfail: L-jobs-fifo no mkfifo and no disown
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
## xfail: L-jobs-fifo no mkfifo and no disown
mkfifo p
cat p > /dev/null &
disown
jobs
echo > p
echo after
