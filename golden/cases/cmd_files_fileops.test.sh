# cp, mv, rm, mkdir, rmdir: options, target rules, refusals and errors.

#### cp file to new name
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
cp f n; cat n

#### cp into a directory
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
cp f empty; ls empty

#### cp several into a directory
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
cp f g empty; ls empty

#### cp -v
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
cp -v f n

#### cp directory without -r
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
cp d n; echo s=$?

#### cp -r directory
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
cp -r d n; ls -R n

#### cp -R into existing directory
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
cp -R d empty; ls -R empty

#### cp -r trailing slash target
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
cp -r d n/; ls n

#### cp missing source
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
cp nosuch n; echo s=$?

#### cp missing destination operand
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
cp f; echo s=$?

#### cp no operands
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
cp; echo s=$?

#### cp same file
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
cp f f; echo s=$?

#### cp file to nonexistent dir slash
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
cp f nosuch/; echo s=$?

#### cp several to a non-directory
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
cp f g lf; echo s=$?

#### cp several to a missing target
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
cp f g nosuch; echo s=$?

#### cp -n keeps target
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
cp -n f g; cat g; echo s=$?

#### cp -i answers no without input
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
cp -i f g; echo s=$?; cat g

#### cp -i with yes
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## stdin: y\n
cp -i f g; cat g

#### cp -f overwrites
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
cp -f f g; cat g

#### cp -u skips newer target
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
touch -d 2020-01-01 f; cp -u f g; cat g

#### cp -u copies older target
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
touch -d 2020-01-01 g; cp -u f g; cat g

#### cp -t
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
cp -t empty f g; ls empty

#### cp -T
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
cp -T f n; cat n

#### cp -rT merges contents
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
cp -rT d empty; ls empty

#### cp -t with -T conflict
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
cp -t empty -T f; echo s=$?

#### cp follows symlink by default
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
cp lf n; stat -c %F n

#### cp -P copies symlink
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
cp -P lf n; readlink n

#### cp -d copies symlink
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
cp -d lf n; readlink n

#### cp -a keeps symlink and mode
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
chmod 750 f; cp -a f n; stat -c %a n; cp -a lf m; readlink m

#### cp -p keeps mode and time
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
chmod 640 f; touch -d '2020-01-02 03:04:05' f; cp -p f n; stat -c '%a %y' n

#### cp without -p applies umask to mode
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
chmod 777 f; cp f n; stat -c %a n

#### cp -r copies symlinks inside as links
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
cp -r d n; ln -s top d/lk; cp -r d m; readlink m/lk

#### cp overwrite directory with file
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
mkdir n; cp -T f n; echo s=$?

#### cp directory onto a file
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
cp -rT d f; echo s=$?

#### cp -l hard link
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
cp -l f n; stat -c %h f

#### cp -s symbolic link
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
cp -s f n; readlink n

#### cp empty file
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
touch z; cp z n; wc -c n

#### mv rename
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
mv f n; ls

#### mv into directory
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
mv f g empty; ls empty; ls

#### mv -v
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
mv -v f n

#### mv directory
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
mv d n; ls -R n

#### mv missing source
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
mv nosuch n; echo s=$?

#### mv same file
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
mv f f; echo s=$?

#### mv -n keeps target
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
mv -n f g; cat g; ls

#### mv -i answers no
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
mv -i f g; echo s=$?; cat g

#### mv -f replaces
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
mv -f f g; cat g

#### mv -u skips newer
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
touch -d 2020-01-01 f; mv -u f g; cat g; ls

#### mv -t
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
mv -t empty f g; ls empty

#### mv -T onto empty dir
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
mv -T d empty; ls empty

#### mv directory into itself
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
mv d d/e; echo s=$?

#### mv file over directory
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
mv f empty; ls empty; mv -T f empty; echo s=$?

#### mv directory over file
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
mv -T d f; echo s=$?

#### mv directory onto non-empty directory
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
mkdir -p n/d; touch n/d/z; mv d n; echo s=$?

#### mv missing destination operand
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
mv f; echo s=$?

#### mv symlink moves the link
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
mv lf m; readlink m

#### mv several to non-directory
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
mv f g lf; echo s=$?

#### rm a file
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
rm f; ls

#### rm -v
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
rm -v f g

#### rm missing file
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
rm nosuch; echo s=$?

#### rm -f missing file
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
rm -f nosuch; echo s=$?

#### rm directory without -r
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
rm d; echo s=$?

#### rm -d empty directory
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
rm -d empty; ls

#### rm -d non-empty
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
rm -d d; echo s=$?

#### rm -r
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
rm -r d; ls

#### rm -rv single chain
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
mkdir -p p/q; touch p/q/r; rm -rv p

#### rm -rf
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
rm -rf d nosuch; echo s=$?

#### rm dot refused
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
rm -r .; echo s=$?

#### rm dotdot refused
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
rm -r ..; echo s=$?

#### rm dot slash refused
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
rm -rf ./; echo s=$?

#### rm d slash dot refused
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
rm -r d/.; echo s=$?

#### rm root refused
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
rm -r /; echo s=$?

#### rm no operand
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
rm; echo s=$?

#### rm -f no operand
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
rm -f; echo s=$?

#### rm -i answers no
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
rm -i f; echo s=$?; ls f

#### rm -i yes
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## stdin: y\n
rm -i f; ls

#### rm -ri descends no
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
rm -ri d; echo s=$?

#### rm symlink not target
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
rm ld; ls d

#### rm trailing slash on file
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
rm f/; echo s=$?

#### rm -r trailing slash
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
rm -r d/; ls

#### rm -I few files no prompt
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
rm -I f g; ls

#### mkdir
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
mkdir n; ls -d n

#### mkdir existing
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
mkdir d; echo s=$?

#### mkdir missing parent
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
mkdir a/b; echo s=$?

#### mkdir -p
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
mkdir -p a/b/c; ls -R a

#### mkdir -p existing is fine
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
mkdir -p d/e; echo s=$?

#### mkdir -pv
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
mkdir -pv a/b d/e/z

#### mkdir -v
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
mkdir -v n1 n2

#### mkdir -m octal
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
mkdir -m 700 n; stat -c %a n

#### mkdir -m symbolic
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
mkdir -m u=rwx,g=rx n; stat -c %a n

#### mkdir -m plus
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
mkdir -m +t n; stat -c %a n

#### mkdir invalid mode
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
mkdir -m bad n; echo s=$?

#### mkdir over a file
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
mkdir f; echo s=$?

#### mkdir -p through a file
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
mkdir -p f/g; echo s=$?

#### mkdir empty name
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
mkdir ''; echo s=$?

#### mkdir no operand
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
mkdir; echo s=$?

#### mkdir -p parents get default mode
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
mkdir -p -m 700 a/b; stat -c '%a %n' a a/b

#### rmdir
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
rmdir empty; ls

#### rmdir non-empty
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
rmdir d; echo s=$?

#### rmdir missing
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
rmdir nosuch; echo s=$?

#### rmdir file
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
rmdir f; echo s=$?

#### rmdir -p
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
mkdir -p a/b/c; rmdir -p a/b/c; ls

#### rmdir -pv
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
mkdir -p a/b; rmdir -pv a/b

#### rmdir -p stops at non-empty
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
mkdir -p d/q; rmdir -p d/q; echo s=$?; ls d

#### rmdir --ignore-fail-on-non-empty
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
rmdir --ignore-fail-on-non-empty d; echo s=$?

#### rmdir no operand
## file: f
## | hi
## file: g
## | gee
## file: d/e/x
## | x
## file: d/top
## | t
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
rmdir; echo s=$?
