# A bracket range with an end beyond ASCII in the C.UTF-8 locale: glibc's regcomp (grep, sed, find, git)
# refuses it as "Invalid collation character"; gawk, expr and csplit accept it.

#### grep refuses a range beyond ASCII, with and without -i, -E, -F
echo д | grep '[а-я]'; echo "st $?"
echo д | grep -i '[а-я]'; echo "st $?"
echo д | grep -E 'x|[^а-я]'; echo "st $?"
echo é | grep '[a-é]'; echo "st $?"
echo é | grep -F '[a-é]'; echo "st $?"
echo é | grep '[é]'; echo "st $?"
echo - | grep '[é-]'; echo "st $?"
echo x | grep -e x -e '[¡-¿]'; echo "st $?"

#### sed and find refuse it too
echo д | sed -n '/[а-я]/p'; echo "st $?"
echo д | sed 's/[а-я]/x/'; echo "st $?"
echo д | sed -E 's/[^Ā-ž]+/x/'; echo "st $?"
find . -maxdepth 0 -regex '[一-龥]'; echo "st $?"
find . -maxdepth 0 -regex '[a-z]*'; echo "st $?"

#### gawk, expr and csplit accept it
echo д | awk '/[а-я]/'; echo "st $?"
expr д : '[а-я]'; echo "st $?"
printf 'a\nд\nb\n' > f; csplit -s f '/[а-я]/'; echo "st $?"; cat xx01

#### find names the pattern it cannot compile
find . -maxdepth 0 -regex '\('; echo "st $?"
find . -maxdepth 0 -regextype posix-extended -regex '(a'; echo "st $?"
find . -maxdepth 0 -regextype posix-basic -regex 'a\{1'; echo "st $?"
find . -maxdepth 0 -regextype posix-extended -iregex '[[:foo:]]'; echo "st $?"
