# xargs -o/--open-tty (GNU findutils 4.9) with no controlling terminal, as the recorder and vshell run:
# the child fails to reopen /dev/tty, and GNU's exit handler then aborts it.

#### xargs -o without a terminal
echo a b | xargs -o echo; echo "s=$?"

#### xargs --open-tty with no input still runs the command once
xargs --open-tty echo hi < /dev/null; echo "s=$?"

#### xargs -o -r with no input runs nothing
xargs -o -r echo hi < /dev/null; echo "s=$?"

#### xargs -o stops at the first command
printf '1\n2\n' | xargs -o -n 1 echo; echo "s=$?"
