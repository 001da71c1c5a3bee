# touch, ln, chmod, stat, readlink, realpath, basename, dirname, pwd (absolute work paths shown as P via sed).

#### touch creates a file
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
touch n; ls n; wc -c n

#### touch -d absolute
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
touch -d '2020-01-02 03:04:05' f; stat -c '%x|%y' f

#### touch -d date only
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
touch -d 2020-01-02 f; stat -c '%x|%y' f

#### touch -d ISO T and Z
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
touch -d 2020-01-02T03:04:05Z f; stat -c '%x|%y' f

#### touch -d month name
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
touch -d 'Jan 2 2020' f; stat -c '%x|%y' f

#### touch -d epoch
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
touch -d @0 f; stat -c '%x|%y' f

#### touch -d epoch fraction
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
touch -d @1577934245.5 f; stat -c %y f

#### touch -d with zone offset
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
touch -d '2020-01-02 03:04:05 +0200' f; stat -c %y f

#### touch -d relative to a date
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
touch -d '2020-01-02 +1 day' f; stat -c %y f

#### touch -d invalid
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
touch -d bogus f; echo s=$?

#### touch -t full
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
touch -t 202001020304.05 f; stat -c %y f

#### touch -t two digit year
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
touch -t 2001020304 f; stat -c %y f

#### touch -t invalid
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
touch -t bad f; echo s=$?

#### touch -r reference
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
touch -d 2019-05-06 f; touch -r f n; stat -c %y n

#### touch -r missing reference
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
touch -r nosuch f; echo s=$?

#### touch -m only
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
touch -d 2020-01-01 f; touch -m -d 2021-01-01 f; stat -c '%x|%y' f

#### touch -a only
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
touch -d 2020-01-01 f; touch -a -d 2022-01-01 f; stat -c '%x|%y' f

#### touch -c does not create
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
touch -c nosuch; echo s=$?; ls nosuch

#### touch missing directory
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
touch x/y; echo s=$?

#### touch no operand
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
touch; echo s=$?

#### touch follows symlink
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
touch -d 2020-01-01 lf; stat -c %y f

#### touch -h on a symlink
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
touch -h -d 2020-01-01 lf; stat -c %y lf; test "$(stat -c %Y f)" -gt 1600000000 && echo target untouched

#### touch dangling symlink creates target
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
touch br; ls nowhere

#### touch a directory
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
touch -d 2020-01-01 empty; stat -c %y empty

#### ln -s
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
ln -s f n; readlink n; cat n

#### ln -s existing
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
ln -s f lf; echo s=$?

#### ln hard
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
ln f h; stat -c %h f h

#### ln hard existing
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
ln f f2; ln f f2; echo s=$?

#### ln hard to a directory
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
ln d h; echo s=$?

#### ln missing target
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
ln nosuch h; echo s=$?

#### ln -sv
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
ln -sv f n

#### ln -v hard
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
ln -v f h

#### ln -sf replaces
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
ln -sf d lf; readlink lf

#### ln -s into a directory
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
ln -s ../f empty; readlink empty/f

#### ln -s into symlinked directory
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
ln -s f ld; ls d

#### ln -sfn replaces link to directory
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
ln -sfn f ld; readlink ld

#### ln -sr
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
mkdir -p a/b; ln -sr f a/b/rf; readlink a/b/rf; cat a/b/rf

#### ln -sr to a sibling
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
ln -sr d/e/x d/lx; readlink d/lx

#### ln -sT onto a directory
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
ln -sT f empty; echo s=$?

#### ln -t
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
ln -st empty ../f; readlink empty/f

#### ln one operand
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
cd empty && ln -s ../f && readlink f

#### ln no operand
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
ln; echo s=$?

#### ln several to missing target
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
ln -s a b c; echo s=$?

#### ln dangling symlink allowed
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
ln -s nowhere2 n; readlink n

#### chmod octal
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
chmod 600 f; stat -c %a f

#### chmod symbolic add
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
chmod u+x f; stat -c %a f

#### chmod symbolic remove all
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
chmod a-r f; stat -c %a f

#### chmod equals
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
chmod =rw f; stat -c %a f

#### chmod who-less minus w with umask warning
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
chmod 666 f; chmod -w f; echo s=$?; stat -c %a f

#### chmod copy from user
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
chmod 640 f; chmod g=u f; stat -c %a f

#### chmod several clauses
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
chmod u=rwx,g=rx,o= f; stat -c %a f

#### chmod capital X
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
chmod 644 f; chmod a+X f; stat -c %a f; chmod a+X empty; stat -c %a empty

#### chmod setuid setgid
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
chmod u+s,g+s f; stat -c %A f

#### chmod sticky
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
chmod +t empty; stat -c %A empty

#### chmod octal keeps dir setgid
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
chmod g+s empty; chmod 755 empty; stat -c %a empty

#### chmod -v
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
chmod -v 755 f; chmod -v 755 f

#### chmod -c
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
chmod -c 644 f; chmod -c 600 f

#### chmod -R
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
chmod -R go-rwx d; stat -c '%a %n' d d/e d/e/x

#### chmod -R -v
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
chmod -Rv 700 d

#### chmod invalid mode
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
chmod bad f; echo s=$?

#### chmod octal too large
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
chmod 9999 f; echo s=$?

#### chmod missing operand after mode
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
chmod 644; echo s=$?

#### chmod missing file
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
chmod 644 nosuch; echo s=$?

#### chmod -f missing file
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
chmod -f 644 nosuch; echo s=$?

#### chmod dash mode
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
chmod -x f; chmod 755 f; chmod -x f; stat -c %a f

#### chmod --reference
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
chmod 700 f; chmod --reference=f empty; stat -c %a empty

#### chmod follows symlink
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
chmod 600 lf; stat -c %a f

#### stat -c basics
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
stat -c '%n|%s|%a|%A|%F|%h' f d lf

#### stat -c N quotes
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
stat -c %N f lf

#### stat -c file types
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
stat -c %F f d lf

#### stat -c hex mode
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
stat -c %f f d

#### stat -c times
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
touch -d '2020-01-02 03:04:05' f; stat -c '%X %Y %x %y' f

#### stat -c time precision
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
touch -d @1577934245.123456789 f; stat -c '%.3Y %.Y' f

#### stat -c blocks
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
stat -c '%b %B' f

#### stat -c width and flags
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
stat -c '[%10s][%-10s][%05s][%#a][%04a]' f

#### stat -c percent and unknown
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
stat -c '%%|%q' f

#### stat --printf
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
stat --printf='%n\t%s\n' f d

#### stat --printf no newline
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
stat --printf='%s' f; echo

#### stat -L
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
stat -L -c %F lf

#### stat missing
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
stat nosuch; echo s=$?

#### stat missing among others
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
stat -c %n nosuch f; echo s=$?

#### stat no operand
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
stat; echo s=$?

#### stat -c link target
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
stat -c %N br

#### readlink
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
readlink lf

#### readlink on a regular file
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
readlink f; echo s=$?

#### readlink -v on a regular file
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
readlink -v f; echo s=$?

#### readlink -f
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
readlink -f lf | sed "s#$PWD#P#"

#### readlink -f dangling
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
readlink -f br | sed "s#$PWD#P#"

#### readlink -e dangling
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
readlink -e br; echo s=$?

#### readlink -m missing parts
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
readlink -m nowhere/x/../y | sed "s#$PWD#P#"

#### readlink -f missing parent
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
readlink -f nowhere/x; echo s=$?

#### readlink -e loop
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
readlink -e loop1; echo s=$?

#### readlink -n
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
readlink -n lf; echo

#### readlink several
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
readlink lf br ld

#### readlink -f through dir link
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
readlink -f ld/e/.. | sed "s#$PWD#P#"

#### readlink no operand
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
readlink; echo s=$?

#### realpath
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
realpath f ld | sed "s#$PWD#P#"

#### realpath -e missing
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
realpath -e br; echo s=$?

#### realpath -m
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
realpath -m x/../y | sed "s#$PWD#P#"

#### realpath missing parent
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
realpath nosuch/x; echo s=$?

#### realpath --relative-to
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
realpath --relative-to=d f d/e/x

#### realpath -s
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
realpath -s ld | sed "s#$PWD#P#"

#### realpath -q
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
realpath -q nosuch/x; echo s=$?

#### realpath -z
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
realpath -z --relative-to=. f | od -c

#### basename
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
basename /a/b/; basename a.txt .txt; basename /; basename ''

#### basename suffix equal to name
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
basename .txt .txt

#### basename -s
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
basename -s .txt a.txt b.txt c

#### basename -a
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
basename -a x/y z/w/

#### basename extra operand
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
basename a b c; echo s=$?

#### basename missing operand
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
basename; echo s=$?

#### basename -z
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
basename -z a/b | od -c

#### dirname
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
dirname /a/b/ c d/ / a/b//c//

#### dirname missing operand
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
dirname; echo s=$?

#### dirname -z
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
dirname -z a/b c | od -c

#### pwd command
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
cd d && command -p pwd | sed "s#$OLDPWD#P#"

#### env pwd -P through a symlink
## file: f
## | hi
## file: d/e/x
## | x
## dir: empty
## symlink: lf -> f
## symlink: ld -> d
## symlink: br -> nowhere
## symlink: loop1 -> loop2
## symlink: loop2 -> loop1
cd ld && env pwd -P | sed "s#$OLDPWD#P#"; env pwd -L | sed "s#$OLDPWD#P#"
