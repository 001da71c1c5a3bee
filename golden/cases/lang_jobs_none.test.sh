# wait and jobs in a shell with no jobs.

#### wait no jobs
wait; echo "status $?"; wait 12345; echo "status $?"; wait %1; echo "status $?"

#### wait -n no jobs
wait -n; echo "status $?"

#### jobs empty
jobs; echo "status $?"; jobs %1; echo "status $?"

#### jobs with a job spec lists that job or says there is none
sleep 0.1 &
jobs %1
jobs %2
echo "status $?"
jobs %x 1234
echo "status $?"
wait
