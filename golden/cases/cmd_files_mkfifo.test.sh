# mkfifo: named pipes (they live only in vshell's memory; the work dir tree records them as "other").

#### mkfifo makes a fifo that test ls stat and find see
mkfifo p
[ -p p ] && echo fifo
[ -f p ] || echo not-regular
[ -e p ] && echo exists
ls -l p | cut -c1-10
ls -F
stat -c '%F %A %s' p
find . -type p

#### mkfifo modes with -m and the umask
mkfifo -m 600 a
umask 077
mkfifo b
mkfifo -m 666 c
mkfifo -m +x d
mkfifo --mode=a=rw,o-w e f
stat -c '%A %n' a b c d e f

#### mkfifo errors
mkfifo p
mkfifo p
echo "status $?"
mkfifo
echo "status $?"
mkfifo -m 4755 q
echo "status $?"
mkfifo -m bad q
echo "status $?"
mkfifo nodir/q p/
echo "status $?"
mkfifo --mode
echo "status $?"
mkfifo -x
echo "status $?"
ls

#### mkfifo SELinux options are accepted
mkfifo -Z a
echo "status $?"
mkfifo --context b
echo "status $?"
mkfifo --context=system_u:object_r:tmp_t c
echo "status $?"
ls

#### mkfifo in a read-only directory
## dir: ro
## mode: ro 555
mkfifo ro/p
echo "status $?"

#### a fifo removed again leaves nothing
mkfifo p
rm p
ls -A
echo done

#### mkfifo then write and read through it
mkfifo p
echo through > p &
cat < p
wait

#### cp -r copies a FIFO as a FIFO
mkdir d && mkfifo -m 640 d/p && cp -r d e && stat -c '%A %n' e/p && cp -r d e && stat -c '%A %n' e/d/p; rm d/p e/p e/d/p
