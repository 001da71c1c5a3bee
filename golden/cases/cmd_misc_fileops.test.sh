# dd (status=none/noxfer or the timing cut off: its seconds vary), split, install, chown/chgrp error paths
# (ownership itself is vshell's fixed identity and differs from the host by design: unit tests cover it).

#### dd copies a file
## file: a
## | hello world
dd if=a of=b status=none; cat b

#### dd records summary without timing
## file: a
## | hello world
dd if=a of=b status=noxfer; cat b

#### dd bs and count
## file: a
## | hello world
dd if=a bs=4 count=2 status=none; echo

#### dd skip
## file: a
## | hello world
dd if=a bs=4 skip=1 count=1 status=none; echo

#### dd seek with notrunc
## file: a
## | hello world
cp a b; dd if=a of=b bs=1 seek=3 conv=notrunc status=none; cat b

#### dd seek truncates
## file: a
## | hello world
printf 'XXXXXXXXXXXXXXXXXXXX' > b; dd if=a of=b bs=1 seek=3 status=none; od -c b

#### dd seek past the end pads with zeros
## file: a
## | hello world
dd if=a of=c seek=2 bs=2 status=none; od -c c

#### dd conv=ucase
## file: a
## | hello world
dd if=a conv=ucase status=none

#### dd conv=lcase
printf 'HeLLo\n' | dd conv=lcase status=none

#### dd conv=swab
## file: a
## | hello world
dd if=a conv=swab status=none | od -c

#### dd conv=sync pads blocks
## file: a
## | hello world
dd if=a conv=sync bs=5 status=none | od -c

#### dd ibs and obs reblock
## file: a
## | hello world
dd if=a ibs=5 obs=3 of=/dev/null status=noxfer

#### dd ibs obs to stdout
## file: a
## | hello world
dd if=a ibs=5 obs=3 status=none | od -c

#### dd count=0
## file: a
## | hello world
dd if=a count=0 status=noxfer

#### dd count_bytes
## file: a
## | hello world
dd if=a count=2 iflag=count_bytes status=none; echo

#### dd skip_bytes
## file: a
## | hello world
dd if=a skip=6 iflag=skip_bytes status=none

#### dd multiplied block size
## file: a
## | hello world
dd if=a bs=2x3 count=1 status=none; echo

#### dd block size suffix
head -c 3000 /dev/zero | dd bs=1K status=noxfer of=/dev/null

#### dd from stdin to stdout
echo piped | dd status=none

#### dd stderr summary counts
## file: a
## | hello world
dd if=a of=/dev/null 2>&1 | head -2

#### dd summary with bytes line shape
## file: a
## | hello world
dd if=a of=/dev/null 2>&1 | tail -1 | sed 's/copied, .*/copied/'

#### dd summary for one byte
printf x | dd of=/dev/null 2>&1 | tail -1 | sed 's/copied, .*/copied/'

#### dd summary with human sizes
head -c 1500 /dev/zero | dd of=/dev/null 2>&1 | tail -1 | sed 's/copied, .*/copied/'

#### dd missing input
dd if=nonex; echo "s=$?"

#### dd invalid number
## file: a
## | hello world
dd if=a bs=x; echo "s=$?"

#### dd zero block size
## file: a
## | hello world
dd if=a bs=0; echo "s=$?"

#### dd unknown operand
dd foo=1; echo "s=$?"

#### dd lcase and ucase
printf abc | dd status=none conv=lcase,ucase; echo "s=$?"

#### dd invalid status
## file: a
## | hello world
dd if=a status=foo; echo "s=$?"

#### dd invalid conversion
## file: a
## | hello world
dd if=a conv=bogus; echo "s=$?"

#### dd conv=excl on an existing file
## file: a
## | hello world
cp a b; dd if=a of=b conv=excl; echo "s=$?"

#### dd conv=nocreat on a missing file
## file: a
## | hello world
dd if=a of=zz conv=nocreat; echo "s=$?"

#### dd oflag=append
## file: a
## | hello world
cp a b; dd if=a of=b oflag=append conv=notrunc status=none; cat b

#### dd skip past end
## file: a
## | hello world
dd if=a skip=100 status=none; echo "s=$?"

#### split -l 3
## file: a
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
split -l 3 a; ls; cat xad

#### split default 1000 lines
## file: a
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
split a; ls; cmp a xaa && echo same

#### split -l 4 -d with prefix
## file: a
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
split -l 4 -d a p_; ls; cat p_02

#### split -b 5 -a 3 --additional-suffix
## file: a
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
split -b 5 -a 3 --additional-suffix=.txt a s; ls; cat saab.txt

#### split -n 3
## file: a
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
split -n 3 a; wc -c x*

#### split -n l/3
## file: a
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
split -n l/3 a; wc -l x*

#### split -n 2/3 to stdout
## file: a
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
split -n 2/3 a

#### split -n 20 creates empty files
## file: a
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
split -n 20 a; ls | wc -l

#### split -e -n 20 elides empty files
## file: a
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
split -e -n 20 a e_; ls e_* | wc -l

#### split -C 6
## file: a
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
split -C 6 a c_; wc -c c_*

#### split -l 0
## file: a
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
split -l 0 a; echo "s=$?"

#### split extra operand
## file: a
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
split -l 2 a b c d; echo "s=$?"

#### split -a 1 just fits
## file: a
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
split -a 1 -l 1 a; ls | tr '\n' ' '; echo

#### split suffixes exhausted
seq 1 30 | split -a 1 -l 1; echo "s=$?"; ls | wc -l

#### split stdin with a prefix
seq 1 3 | split -l 1 - in; ls; cat inab

#### split missing file
split -b 1K nonex; echo "s=$?"

#### split --verbose
## file: a
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
split --verbose -l 5 a v_

#### split -x hex suffixes
## file: a
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
split -x -l 5 a; ls x*

#### split --numeric-suffixes=3
## file: a
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
split --numeric-suffixes=3 -l 5 a n; ls n*

#### split -b with unit
head -c 2500 /dev/zero | split -b 1K; wc -c x*

#### split -l 2 -t separator
printf 'a;b;c;d;e' | split -l 2 -t ';'; head x*

#### split both -l and -b
## file: a
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
split -l 1 -b 1 a; echo "s=$?"

#### install copies with mode 755
## file: a
## | hello world
install a b; stat -c '%a %n' b; cat b

#### install -m 644
## file: a
## | hello world
install -m 644 a c; stat -c %a c

#### install -m symbolic
## file: a
## | hello world
install -m u=rw,go=r a c; stat -c %a c

#### install -d
install -d d1/d2; ls -d d1/d2; stat -c %a d1/d2

#### install -d -m 700
install -d -m 700 p; stat -c %a p

#### install -D creates leading dirs
## file: a
## | hello world
install -D a deep/x/y; ls deep/x; stat -c %a deep/x deep/x/y

#### install -v
## file: a
## | hello world
install -v a e

#### install -dv
install -dv dd/ee

#### install -Dv
## file: a
## | hello world
install -Dv a n1/n2/f

#### install -t
## file: a
## | hello world
mkdir d1; install -t d1 a; ls d1

#### install into a directory
## file: a
## | hello world
mkdir d1; install a d1; ls d1

#### install several files into a directory
## file: a
## | hello world
cp a b; mkdir t; install a b t; ls t

#### install missing source
install nonex z; echo "s=$?"

#### install no operands
install; echo "s=$?"

#### install missing destination
## file: a
## | hello world
install a; echo "s=$?"

#### install target not a directory
## file: a
## | hello world
install a b c; echo "s=$?"

#### install a directory
mkdir dir; install dir z; echo "s=$?"

#### install invalid mode
## file: a
## | hello world
install -m xyz a q; echo "s=$?"

#### install overwrites
## file: a
## | hello world
echo old > b; chmod 600 b; install a b; cat b; stat -c %a b

#### install -C same content
## file: a
## | hello world
install a b; install -C a b; cat b

#### chown missing operand
chown; echo "s=$?"

#### chown missing file operand
chown root; echo "s=$?"

#### chown unknown user
## file: a
## | hello world
chown bogususer a; echo "s=$?"

#### chown unknown group
## file: a
## | hello world
chown :bogusgrp a; echo "s=$?"

#### chgrp unknown group
## file: a
## | hello world
chgrp boguss a; echo "s=$?"

#### chgrp missing operand
chgrp; echo "s=$?"

#### chown missing file
chown root nonex; echo "s=$?"

#### chown -f missing file
chown -f root nonex; echo "s=$?"

#### chown bad option
chown -Q; echo "s=$?"
