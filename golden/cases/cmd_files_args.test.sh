# The shared option parser: every file command fed a bogus short and long option; getopt_long details.

#### ls bogus short option
ls -Y x; echo s=$?

#### ls bogus long option
ls --bogus-option x; echo s=$?

#### cat bogus short option
cat -Y x; echo s=$?

#### cat bogus long option
cat --bogus-option x; echo s=$?

#### head bogus short option
head -Y x; echo s=$?

#### head bogus long option
head --bogus-option x; echo s=$?

#### tail bogus short option
tail -Y x; echo s=$?

#### tail bogus long option
tail --bogus-option x; echo s=$?

#### wc bogus short option
wc -Y x; echo s=$?

#### wc bogus long option
wc --bogus-option x; echo s=$?

#### cp bogus short option
cp -Y x; echo s=$?

#### cp bogus long option
cp --bogus-option x; echo s=$?

#### mv bogus short option
mv -Y x; echo s=$?

#### mv bogus long option
mv --bogus-option x; echo s=$?

#### rm bogus short option
rm -Y x; echo s=$?

#### rm bogus long option
rm --bogus-option x; echo s=$?

#### mkdir bogus short option
mkdir -Y x; echo s=$?

#### mkdir bogus long option
mkdir --bogus-option x; echo s=$?

#### rmdir bogus short option
rmdir -Y x; echo s=$?

#### rmdir bogus long option
rmdir --bogus-option x; echo s=$?

#### touch bogus short option
touch -Y x; echo s=$?

#### touch bogus long option
touch --bogus-option x; echo s=$?

#### ln bogus short option
ln -Y x; echo s=$?

#### ln bogus long option
ln --bogus-option x; echo s=$?

#### chmod bogus short option
chmod -Y x; echo s=$?

#### chmod bogus long option
chmod --bogus-option x; echo s=$?

#### stat bogus short option
stat -Y x; echo s=$?

#### stat bogus long option
stat --bogus-option x; echo s=$?

#### readlink bogus short option
readlink -Y x; echo s=$?

#### readlink bogus long option
readlink --bogus-option x; echo s=$?

#### realpath bogus short option
realpath -Y x; echo s=$?

#### realpath bogus long option
realpath --bogus-option x; echo s=$?

#### basename bogus short option
basename -Y x; echo s=$?

#### basename bogus long option
basename --bogus-option x; echo s=$?

#### dirname bogus short option
dirname -Y x; echo s=$?

#### dirname bogus long option
dirname --bogus-option x; echo s=$?

#### du bogus short option
du -Y x; echo s=$?

#### du bogus long option
du --bogus-option x; echo s=$?

#### df bogus short option
df -Y x; echo s=$?

#### df bogus long option
df --bogus-option x; echo s=$?

#### xargs bogus short option
xargs -Y x; echo s=$?

#### xargs bogus long option
xargs --bogus-option x; echo s=$?

#### find bogus option
find . -bogus-option; echo s=$?

#### tree bogus option
tree -Y; echo s=$? | head -1

#### cp option requiring argument
cp -t; echo s=$?

#### head option requiring argument long
head --lines; echo s=$?

#### wc option argument not allowed
wc --lines=3 x; echo s=$?

#### rm ambiguous abbreviation
touch f; rm --pre f; echo s=$?

#### rm unambiguous abbreviation
touch f; rm --verb f; echo s=$?

#### ls clustered options with argument
touch a b; ls -1w20 -r

#### cat double dash
printf x > ./-n; cat -- -n; echo

#### options after operands are permuted
printf 'a\nb\n' > f; head f -n 1

#### POSIXLY_CORRECT stops at first operand
printf 'a\nb\n' > f; POSIXLY_CORRECT=1 head f -n 1; echo s=$?

#### help exits zero
ls --help >/dev/null; echo s=$?; cat --help | head -1

#### version first line
ls --version | head -1; find --version | head -1; xargs --version | head -1
