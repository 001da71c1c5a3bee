# Glob pattern matching outside pathnames: ${x#p} ${x##p} ${x%p} ${x%%p}, ${x/p/r} in all modes
# (patsub_replacement &), ${x^p} ${x,p} ${x~p}, [[ == ]] and case with brackets, classes, extglob
# (including !(...)) and nocasematch.  Checked directly against vshell.expand.pattern in tests/lib.

#### strip a/b/c # */
## args: -O extglob
x='a/b/c'; echo "[${x#*/}]"

#### strip a/b/c ## */
## args: -O extglob
x='a/b/c'; echo "[${x##*/}]"

#### strip file.tar.gz % .*
## args: -O extglob
x='file.tar.gz'; echo "[${x%.*}]"

#### strip file.tar.gz %% .*
## args: -O extglob
x='file.tar.gz'; echo "[${x%%.*}]"

#### strip abc # z
## args: -O extglob
x='abc'; echo "[${x#z}]"

#### strip abc % z
## args: -O extglob
x='abc'; echo "[${x%z}]"

#### strip 123abc ## [0-9]
## args: -O extglob
x='123abc'; echo "[${x##[0-9]}]"

#### strip 123abc ## *[0-9]
## args: -O extglob
x='123abc'; echo "[${x##*[0-9]}]"

#### strip abcd # ?
## args: -O extglob
x='abcd'; echo "[${x#?}]"

#### strip abcd % ??
## args: -O extglob
x='abcd'; echo "[${x%??}]"

#### strip abc # abc
## args: -O extglob
x='abc'; echo "[${x#abc}]"

#### strip abc %% *
## args: -O extglob
x='abc'; echo "[${x%%*}]"

#### strip abc # 
## args: -O extglob
x='abc'; echo "[${x#}]"

#### strip abc ## *
## args: -O extglob
x='abc'; echo "[${x##*}]"

#### strip a]b # a[]]
## args: -O extglob
x='a]b'; echo "[${x#a[]]}]"

#### strip a-b # a[a-]
## args: -O extglob
x='a-b'; echo "[${x#a[a-]}]"

#### strip abc # [!b]
## args: -O extglob
x='abc'; echo "[${x#[!b]}]"

#### strip abc # [^a]
## args: -O extglob
x='abc'; echo "[${x#[^a]}]"

#### strip aXb # [[:lower:]][[:upper:]]
## args: -O extglob
x='aXb'; echo "[${x#[[:lower:]][[:upper:]]}]"

#### strip aé % [[:alpha:]]
## args: -O extglob
x='aé'; echo "[${x%[[:alpha:]]}]"

#### strip x.y.z % .[a-z]
## args: -O extglob
x='x.y.z'; echo "[${x%.[a-z]}]"

#### strip a*b # a\*
## args: -O extglob
x='a*b'; echo "[${x#a\*}]"

#### strip abcabc # *b
## args: -O extglob
x='abcabc'; echo "[${x#*b}]"

#### strip abcabc ## *b
## args: -O extglob
x='abcabc'; echo "[${x##*b}]"

#### strip abcabc % b*
## args: -O extglob
x='abcabc'; echo "[${x%b*}]"

#### strip abcabc %% b*
## args: -O extglob
x='abcabc'; echo "[${x%%b*}]"

#### strip aab.* ## a**(a)[ab]
## args: -O extglob
x='aab.*'; echo "[${x##a**(a)[ab]}]"

#### strip bb* %% @(a|bb)**(a)
## args: -O extglob
x='bb*'; echo "[${x%%@(a|bb)**(a)}]"

#### strip /usr/local/bin ## */
## args: -O extglob
x='/usr/local/bin'; echo "[${x##*/}]"

#### strip /a # *
## args: -O extglob
x='/a'; echo "[${x#*}]"

#### replace aaa / a b
## args: -O extglob
x='aaa'; echo "[${x/a/b}]"

#### replace aaa // a b
## args: -O extglob
x='aaa'; echo "[${x//a/b}]"

#### replace abab /# ab X
## args: -O extglob
x='abab'; echo "[${x/#ab/X}]"

#### replace abab /# b X
## args: -O extglob
x='abab'; echo "[${x/#b/X}]"

#### replace abab /% ab X
## args: -O extglob
x='abab'; echo "[${x/%ab/X}]"

#### replace abab /% a X
## args: -O extglob
x='abab'; echo "[${x/%a/X}]"

#### replace a-b-c // - 
## args: -O extglob
x='a-b-c'; echo "[${x//-/}]"

#### replace abcabc / b*c X
## args: -O extglob
x='abcabc'; echo "[${x/b*c/X}]"

#### replace abcabc // [bc] .
## args: -O extglob
x='abcabc'; echo "[${x//[bc]/.}]"

#### replace abcabc / b [&]
## args: -O extglob
x='abcabc'; echo "[${x/b/[&]}]"

#### replace abcabc // b <&&>
## args: -O extglob
x='abcabc'; echo "[${x//b/<&&>}]"

#### replace abcabc //  X
## args: -O extglob
x='abcabc'; echo "[${x///X}]"

#### replace abcabc /  X
## args: -O extglob
x='abcabc'; echo "[${x//X}]"

#### replace abcabc /#  X
## args: -O extglob
x='abcabc'; echo "[${x/#/X}]"

#### replace abcabc /%  X
## args: -O extglob
x='abcabc'; echo "[${x/%/X}]"

#### replace abcabc // * X
## args: -O extglob
x='abcabc'; echo "[${x//*/X}]"

#### replace abcabc // ? X
## args: -O extglob
x='abcabc'; echo "[${x//?/X}]"

#### replace abcabc / x* Z
## args: -O extglob
x='abcabc'; echo "[${x/x*/Z}]"

#### replace aaa // a* X
## args: -O extglob
x='aaa'; echo "[${x//a*/X}]"

#### replace hello world // o 0
## args: -O extglob
x='hello world'; echo "[${x//o/0}]"

#### replace hello / l L
## args: -O extglob
x='hello'; echo "[${x/l/L}]"

#### replace path/to/file // / \\
## args: -O extglob
x='path/to/file'; echo "[${x////\\}]"

#### replace with a slash right after the operator
x=a/b/c; echo "${x///_}" "${x////}" "${x///}" "${x/#//_}" "${x/%//_}" ${x////\\}
x=/a/b; echo "${x////_}" "${x/#//_}" "${x///"a"/X}"

#### replace abc / abc 
## args: -O extglob
x='abc'; echo "[${x/abc/}]"

#### replace abc // [[:alpha:]] -
## args: -O extglob
x='abc'; echo "[${x//[[:alpha:]]/-}]"

#### replace  / * X
## args: -O extglob
x=''; echo "[${x/*/X}]"

#### replace  // *(a) X
## args: -O extglob
x=''; echo "[${x//*(a)/X}]"

#### replace  / ?(a) X
## args: -O extglob
x=''; echo "[${x/?(a)/X}]"

#### replace  / @(|a) X
## args: -O extglob
x=''; echo "[${x/@(|a)/X}]"

#### replace  / *a X
## args: -O extglob
x=''; echo "[${x/*a/X}]"

#### replace  /# * X
## args: -O extglob
x=''; echo "[${x/#*/X}]"

#### replace  /# ?(a) X
## args: -O extglob
x=''; echo "[${x/#?(a)/X}]"

#### replace  /% ?(a) X
## args: -O extglob
x=''; echo "[${x/%?(a)/X}]"

#### replace  /% * X
## args: -O extglob
x=''; echo "[${x/%*/X}]"

#### replace bb. / **(a) X
## args: -O extglob
x='bb.'; echo "[${x/**(a)/X}]"

#### replace aab.* // a**(a)[ab] X
## args: -O extglob
x='aab.*'; echo "[${x//a**(a)[ab]/X}]"

#### case-mod aXbX ^^ [ab]
## args: -O extglob
x='aXbX'; echo "[${x^^[ab]}]"

#### case-mod aXbX ,, [X]
## args: -O extglob
x='aXbX'; echo "[${x,,[X]}]"

#### case-mod aXbX ^ 
## args: -O extglob
x='aXbX'; echo "[${x^}]"

#### case-mod aXbX ^ [b]
## args: -O extglob
x='aXbX'; echo "[${x^[b]}]"

#### case-mod aXbX ~~ 
## args: -O extglob
x='aXbX'; echo "[${x~~}]"

#### case-mod aXbX ~ 
## args: -O extglob
x='aXbX'; echo "[${x~}]"

#### case-mod hello world ^^ 
## args: -O extglob
x='hello world'; echo "[${x^^}]"

#### case-mod HELLO ,, 
## args: -O extglob
x='HELLO'; echo "[${x,,}]"

#### case-mod hello ^ 
## args: -O extglob
x='hello'; echo "[${x^}]"

#### case-mod Hello , 
## args: -O extglob
x='Hello'; echo "[${x,}]"

#### case-mod éa ^^ 
## args: -O extglob
x='éa'; echo "[${x^^}]"

#### case-mod hello ^^ [lo]
## args: -O extglob
x='hello'; echo "[${x^^[lo]}]"

#### case-mod hello ^ [!h]
## args: -O extglob
x='hello'; echo "[${x^[!h]}]"

#### [[ abc == a[!b]c ]]
## args: -O extglob
[[ 'abc' == a[!b]c ]] && echo yes || echo no

#### case abc in a[!b]c
## args: -O extglob
case 'abc' in a[!b]c) echo yes;; *) echo no;; esac

#### [[ a]c == a[]]c ]]
## args: -O extglob
[[ 'a]c' == a[]]c ]] && echo yes || echo no

#### case a]c in a[]]c
## args: -O extglob
case 'a]c' in a[]]c) echo yes;; *) echo no;; esac

#### [[ a-c == a[a-]c ]]
## args: -O extglob
[[ 'a-c' == a[a-]c ]] && echo yes || echo no

#### case a-c in a[a-]c
## args: -O extglob
case 'a-c' in a[a-]c) echo yes;; *) echo no;; esac

#### [[ ab == a[[:alpha:] ]]
## args: -O extglob
[[ 'ab' == a[[:alpha:] ]] && echo yes || echo no

#### case ab in a[[:alpha:]
## args: -O extglob
case 'ab' in a[[:alpha:]) echo yes;; *) echo no;; esac

#### [[ a[ == a[ ]]
## args: -O extglob
[[ 'a[' == a[ ]] && echo yes || echo no

#### case patterns with an unclosed bracket on their own lines
for w in 'a[' 'b[x' ab; do
  case $w in
  a[) echo "$w: a-bracket";;
  (x|b[x) echo "$w: b-bracket";;
  a[[:alpha:]) echo "$w: never";;
  *) echo "$w: other";;
  esac
done

#### case a[ in a[
## args: -O extglob
case 'a[' in a[) echo yes;; *) echo no;; esac

#### [[ b == [[:foo:]] ]]
## args: -O extglob
[[ 'b' == [[:foo:]] ]] && echo yes || echo no

#### case b in [[:foo:]]
## args: -O extglob
case 'b' in [[:foo:]]) echo yes;; *) echo no;; esac

#### [[ x == [^a] ]]
## args: -O extglob
[[ 'x' == [^a] ]] && echo yes || echo no

#### case x in [^a]
## args: -O extglob
case 'x' in [^a]) echo yes;; *) echo no;; esac

#### [[ c == [a\-z] ]]
## args: -O extglob
[[ 'c' == [a\-z] ]] && echo yes || echo no

#### case c in [a\-z]
## args: -O extglob
case 'c' in [a\-z]) echo yes;; *) echo no;; esac

#### [[ ab == [[.a.]]b ]]
## args: -O extglob
[[ 'ab' == [[.a.]]b ]] && echo yes || echo no

#### case ab in [[.a.]]b
## args: -O extglob
case 'ab' in [[.a.]]b) echo yes;; *) echo no;; esac

#### [[ ab == [[=a=]]b ]]
## args: -O extglob
[[ 'ab' == [[=a=]]b ]] && echo yes || echo no

#### case ab in [[=a=]]b
## args: -O extglob
case 'ab' in [[=a=]]b) echo yes;; *) echo no;; esac

#### [[ a == [z-a] ]]
## args: -O extglob
[[ 'a' == [z-a] ]] && echo yes || echo no

#### case a in [z-a]
## args: -O extglob
case 'a' in [z-a]) echo yes;; *) echo no;; esac

#### [[ / == ? ]]
## args: -O extglob
[[ '/' == ? ]] && echo yes || echo no

#### case / in ?
## args: -O extglob
case '/' in ?) echo yes;; *) echo no;; esac

#### [[ a/b == a*b ]]
## args: -O extglob
[[ 'a/b' == a*b ]] && echo yes || echo no

#### case a/b in a*b
## args: -O extglob
case 'a/b' in a*b) echo yes;; *) echo no;; esac

#### [[ é == [[:alpha:]] ]]
## args: -O extglob
[[ 'é' == [[:alpha:]] ]] && echo yes || echo no

#### case é in [[:alpha:]]
## args: -O extglob
case 'é' in [[:alpha:]]) echo yes;; *) echo no;; esac

#### [[ É == [[:upper:]] ]]
## args: -O extglob
[[ 'É' == [[:upper:]] ]] && echo yes || echo no

#### case É in [[:upper:]]
## args: -O extglob
case 'É' in [[:upper:]]) echo yes;; *) echo no;; esac

#### [[ abc == * ]]
## args: -O extglob
[[ 'abc' == * ]] && echo yes || echo no

#### case abc in *
## args: -O extglob
case 'abc' in *) echo yes;; *) echo no;; esac

#### [[  == * ]]
## args: -O extglob
[[ '' == * ]] && echo yes || echo no

#### case  in *
## args: -O extglob
case '' in *) echo yes;; *) echo no;; esac

#### [[  == ? ]]
## args: -O extglob
[[ '' == ? ]] && echo yes || echo no

#### case  in ?
## args: -O extglob
case '' in ?) echo yes;; *) echo no;; esac

#### [[ abc == a?c ]]
## args: -O extglob
[[ 'abc' == a?c ]] && echo yes || echo no

#### case abc in a?c
## args: -O extglob
case 'abc' in a?c) echo yes;; *) echo no;; esac

#### [[ abc == a??c ]]
## args: -O extglob
[[ 'abc' == a??c ]] && echo yes || echo no

#### case abc in a??c
## args: -O extglob
case 'abc' in a??c) echo yes;; *) echo no;; esac

#### [[ ABC == abc ]]
## args: -O extglob
[[ 'ABC' == abc ]] && echo yes || echo no

#### case ABC in abc
## args: -O extglob
case 'ABC' in abc) echo yes;; *) echo no;; esac

#### [[ a.txt == *.txt ]]
## args: -O extglob
[[ 'a.txt' == *.txt ]] && echo yes || echo no

#### case a.txt in *.txt
## args: -O extglob
case 'a.txt' in *.txt) echo yes;; *) echo no;; esac

#### [[ .hidden == * ]]
## args: -O extglob
[[ '.hidden' == * ]] && echo yes || echo no

#### case .hidden in *
## args: -O extglob
case '.hidden' in *) echo yes;; *) echo no;; esac

#### [[ x == [[:space:]] ]]
## args: -O extglob
[[ 'x' == [[:space:]] ]] && echo yes || echo no

#### case x in [[:space:]]
## args: -O extglob
case 'x' in [[:space:]]) echo yes;; *) echo no;; esac

#### [[   == [[:space:]] ]]
## args: -O extglob
[[ ' ' == [[:space:]] ]] && echo yes || echo no

#### case   in [[:space:]]
## args: -O extglob
case ' ' in [[:space:]]) echo yes;; *) echo no;; esac

#### [[ 5 == [[:digit:]] ]]
## args: -O extglob
[[ '5' == [[:digit:]] ]] && echo yes || echo no

#### case 5 in [[:digit:]]
## args: -O extglob
case '5' in [[:digit:]]) echo yes;; *) echo no;; esac

#### [[ 5 == [![:digit:]] ]]
## args: -O extglob
[[ '5' == [![:digit:]] ]] && echo yes || echo no

#### case 5 in [![:digit:]]
## args: -O extglob
case '5' in [![:digit:]]) echo yes;; *) echo no;; esac

#### [[ _ == [[:word:]] ]]
## args: -O extglob
[[ '_' == [[:word:]] ]] && echo yes || echo no

#### case _ in [[:word:]]
## args: -O extglob
case '_' in [[:word:]]) echo yes;; *) echo no;; esac

#### [[ a == [[:punct:]] ]]
## args: -O extglob
[[ 'a' == [[:punct:]] ]] && echo yes || echo no

#### case a in [[:punct:]]
## args: -O extglob
case 'a' in [[:punct:]]) echo yes;; *) echo no;; esac

#### [[ ! == [[:punct:]] ]]
## args: -O extglob
[[ '!' == [[:punct:]] ]] && echo yes || echo no

#### case ! in [[:punct:]]
## args: -O extglob
case '!' in [[:punct:]]) echo yes;; *) echo no;; esac

#### [[ abc == @(abc|def) ]]
## args: -O extglob
[[ 'abc' == @(abc|def) ]] && echo yes || echo no

#### case abc in @(abc|def)
## args: -O extglob
case 'abc' in @(abc|def)) echo yes;; *) echo no;; esac

#### [[ def == @(abc|def) ]]
## args: -O extglob
[[ 'def' == @(abc|def) ]] && echo yes || echo no

#### case def in @(abc|def)
## args: -O extglob
case 'def' in @(abc|def)) echo yes;; *) echo no;; esac

#### [[ ab == @(abc|def) ]]
## args: -O extglob
[[ 'ab' == @(abc|def) ]] && echo yes || echo no

#### case ab in @(abc|def)
## args: -O extglob
case 'ab' in @(abc|def)) echo yes;; *) echo no;; esac

#### [[ aaa == +(a) ]]
## args: -O extglob
[[ 'aaa' == +(a) ]] && echo yes || echo no

#### case aaa in +(a)
## args: -O extglob
case 'aaa' in +(a)) echo yes;; *) echo no;; esac

#### [[  == +(a) ]]
## args: -O extglob
[[ '' == +(a) ]] && echo yes || echo no

#### case  in +(a)
## args: -O extglob
case '' in +(a)) echo yes;; *) echo no;; esac

#### [[  == *(a) ]]
## args: -O extglob
[[ '' == *(a) ]] && echo yes || echo no

#### case  in *(a)
## args: -O extglob
case '' in *(a)) echo yes;; *) echo no;; esac

#### [[ b == ?(a)b ]]
## args: -O extglob
[[ 'b' == ?(a)b ]] && echo yes || echo no

#### case b in ?(a)b
## args: -O extglob
case 'b' in ?(a)b) echo yes;; *) echo no;; esac

#### [[ ab == ?(a)b ]]
## args: -O extglob
[[ 'ab' == ?(a)b ]] && echo yes || echo no

#### case ab in ?(a)b
## args: -O extglob
case 'ab' in ?(a)b) echo yes;; *) echo no;; esac

#### [[ aab == ?(a)b ]]
## args: -O extglob
[[ 'aab' == ?(a)b ]] && echo yes || echo no

#### case aab in ?(a)b
## args: -O extglob
case 'aab' in ?(a)b) echo yes;; *) echo no;; esac

#### [[ abc == !(abc) ]]
## args: -O extglob
[[ 'abc' == !(abc) ]] && echo yes || echo no

#### case abc in !(abc)
## args: -O extglob
case 'abc' in !(abc)) echo yes;; *) echo no;; esac

#### [[ abd == !(abc) ]]
## args: -O extglob
[[ 'abd' == !(abc) ]] && echo yes || echo no

#### case abd in !(abc)
## args: -O extglob
case 'abd' in !(abc)) echo yes;; *) echo no;; esac

#### [[ abc == !(a)* ]]
## args: -O extglob
[[ 'abc' == !(a)* ]] && echo yes || echo no

#### case abc in !(a)*
## args: -O extglob
case 'abc' in !(a)*) echo yes;; *) echo no;; esac

#### [[ abc == !(*c) ]]
## args: -O extglob
[[ 'abc' == !(*c) ]] && echo yes || echo no

#### case abc in !(*c)
## args: -O extglob
case 'abc' in !(*c)) echo yes;; *) echo no;; esac

#### [[ x.c == !(*.h) ]]
## args: -O extglob
[[ 'x.c' == !(*.h) ]] && echo yes || echo no

#### case x.c in !(*.h)
## args: -O extglob
case 'x.c' in !(*.h)) echo yes;; *) echo no;; esac

#### [[ x.h == !(*.h) ]]
## args: -O extglob
[[ 'x.h' == !(*.h) ]] && echo yes || echo no

#### case x.h in !(*.h)
## args: -O extglob
case 'x.h' in !(*.h)) echo yes;; *) echo no;; esac

#### [[ ab == a!(b) ]]
## args: -O extglob
[[ 'ab' == a!(b) ]] && echo yes || echo no

#### case ab in a!(b)
## args: -O extglob
case 'ab' in a!(b)) echo yes;; *) echo no;; esac

#### [[ ac == a!(b) ]]
## args: -O extglob
[[ 'ac' == a!(b) ]] && echo yes || echo no

#### case ac in a!(b)
## args: -O extglob
case 'ac' in a!(b)) echo yes;; *) echo no;; esac

#### [[ a == a!(b) ]]
## args: -O extglob
[[ 'a' == a!(b) ]] && echo yes || echo no

#### case a in a!(b)
## args: -O extglob
case 'a' in a!(b)) echo yes;; *) echo no;; esac

#### [[ abcabc == *(abc) ]]
## args: -O extglob
[[ 'abcabc' == *(abc) ]] && echo yes || echo no

#### case abcabc in *(abc)
## args: -O extglob
case 'abcabc' in *(abc)) echo yes;; *) echo no;; esac

#### [[ abcab == *(abc) ]]
## args: -O extglob
[[ 'abcab' == *(abc) ]] && echo yes || echo no

#### case abcab in *(abc)
## args: -O extglob
case 'abcab' in *(abc)) echo yes;; *) echo no;; esac

#### [[ a.b.c == +(?.)c ]]
## args: -O extglob
[[ 'a.b.c' == +(?.)c ]] && echo yes || echo no

#### case a.b.c in +(?.)c
## args: -O extglob
case 'a.b.c' in +(?.)c) echo yes;; *) echo no;; esac

#### [[ foo.tar.gz == *.@(tar.gz|zip) ]]
## args: -O extglob
[[ 'foo.tar.gz' == *.@(tar.gz|zip) ]] && echo yes || echo no

#### case foo.tar.gz in *.@(tar.gz|zip)
## args: -O extglob
case 'foo.tar.gz' in *.@(tar.gz|zip)) echo yes;; *) echo no;; esac

#### [[ foo.zip == *.@(tar.gz|zip) ]]
## args: -O extglob
[[ 'foo.zip' == *.@(tar.gz|zip) ]] && echo yes || echo no

#### case foo.zip in *.@(tar.gz|zip)
## args: -O extglob
case 'foo.zip' in *.@(tar.gz|zip)) echo yes;; *) echo no;; esac

#### [[ foo.rar == *.@(tar.gz|zip) ]]
## args: -O extglob
[[ 'foo.rar' == *.@(tar.gz|zip) ]] && echo yes || echo no

#### case foo.rar in *.@(tar.gz|zip)
## args: -O extglob
case 'foo.rar' in *.@(tar.gz|zip)) echo yes;; *) echo no;; esac

#### [[ x == @(a|@(b|x)) ]]
## args: -O extglob
[[ 'x' == @(a|@(b|x)) ]] && echo yes || echo no

#### case x in @(a|@(b|x))
## args: -O extglob
case 'x' in @(a|@(b|x))) echo yes;; *) echo no;; esac

#### [[ xy == !(x)y ]]
## args: -O extglob
[[ 'xy' == !(x)y ]] && echo yes || echo no

#### case xy in !(x)y
## args: -O extglob
case 'xy' in !(x)y) echo yes;; *) echo no;; esac

#### [[ y == !(x)y ]]
## args: -O extglob
[[ 'y' == !(x)y ]] && echo yes || echo no

#### case y in !(x)y
## args: -O extglob
case 'y' in !(x)y) echo yes;; *) echo no;; esac

#### [[ xxy == !(x)y ]]
## args: -O extglob
[[ 'xxy' == !(x)y ]] && echo yes || echo no

#### case xxy in !(x)y
## args: -O extglob
case 'xxy' in !(x)y) echo yes;; *) echo no;; esac

#### [[ bb == *@(|x) ]]
## args: -O extglob
[[ 'bb' == *@(|x) ]] && echo yes || echo no

#### case bb in *@(|x)
## args: -O extglob
case 'bb' in *@(|x)) echo yes;; *) echo no;; esac

#### [[ ٣ == [[:alpha:]] ]]
## args: -O extglob
[[ '٣' == [[:alpha:]] ]] && echo yes || echo no

#### case ٣ in [[:alpha:]]
## args: -O extglob
case '٣' in [[:alpha:]]) echo yes;; *) echo no;; esac

#### [[ ½ == [[:punct:]] ]]
## args: -O extglob
[[ '½' == [[:punct:]] ]] && echo yes || echo no

#### case ½ in [[:punct:]]
## args: -O extglob
case '½' in [[:punct:]]) echo yes;; *) echo no;; esac

#### [[   == [[:space:]] ]]
## args: -O extglob
[[ ' ' == [[:space:]] ]] && echo yes || echo no

#### case   in [[:space:]]
## args: -O extglob
case ' ' in [[:space:]]) echo yes;; *) echo no;; esac

#### [[   == [[:graph:]] ]]
## args: -O extglob
[[ ' ' == [[:graph:]] ]] && echo yes || echo no

#### case   in [[:graph:]]
## args: -O extglob
case ' ' in [[:graph:]]) echo yes;; *) echo no;; esac

#### [[   == [[:blank:]] ]]
## args: -O extglob
[[ ' ' == [[:blank:]] ]] && echo yes || echo no

#### case   in [[:blank:]]
## args: -O extglob
case ' ' in [[:blank:]]) echo yes;; *) echo no;; esac

#### [[ ß == [[:lower:]] ]]
## args: -O extglob
[[ 'ß' == [[:lower:]] ]] && echo yes || echo no

#### case ß in [[:lower:]]
## args: -O extglob
case 'ß' in [[:lower:]]) echo yes;; *) echo no;; esac

#### [[ ➀ == [[:punct:]] ]]
## args: -O extglob
[[ '➀' == [[:punct:]] ]] && echo yes || echo no

#### case ➀ in [[:punct:]]
## args: -O extglob
case '➀' in [[:punct:]]) echo yes;; *) echo no;; esac

#### [[ é == [![:upper:]] ]]
## args: -O extglob
[[ 'é' == [![:upper:]] ]] && echo yes || echo no

#### case é in [![:upper:]]
## args: -O extglob
case 'é' in [![:upper:]]) echo yes;; *) echo no;; esac

#### [[ bb == **(a) ]]
## args: -O extglob
[[ 'bb' == **(a) ]] && echo yes || echo no

#### case bb in **(a)
## args: -O extglob
case 'bb' in **(a)) echo yes;; *) echo no;; esac

#### [[ bb == *?(a) ]]
## args: -O extglob
[[ 'bb' == *?(a) ]] && echo yes || echo no

#### case bb in *?(a)
## args: -O extglob
case 'bb' in *?(a)) echo yes;; *) echo no;; esac

#### [[ a == *!(a) ]]
## args: -O extglob
[[ 'a' == *!(a) ]] && echo yes || echo no

#### case a in *!(a)
## args: -O extglob
case 'a' in *!(a)) echo yes;; *) echo no;; esac

#### [[ aa == *!(a) ]]
## args: -O extglob
[[ 'aa' == *!(a) ]] && echo yes || echo no

#### case aa in *!(a)
## args: -O extglob
case 'aa' in *!(a)) echo yes;; *) echo no;; esac

#### [[  == *!(x) ]]
## args: -O extglob
[[ '' == *!(x) ]] && echo yes || echo no

#### case  in *!(x)
## args: -O extglob
case '' in *!(x)) echo yes;; *) echo no;; esac

#### [[  == *@(|x) ]]
## args: -O extglob
[[ '' == *@(|x) ]] && echo yes || echo no

#### case  in *@(|x)
## args: -O extglob
case '' in *@(|x)) echo yes;; *) echo no;; esac

#### [[ b == b*!(x) ]]
## args: -O extglob
[[ 'b' == b*!(x) ]] && echo yes || echo no

#### case b in b*!(x)
## args: -O extglob
case 'b' in b*!(x)) echo yes;; *) echo no;; esac

#### [[ b == b*@(|x) ]]
## args: -O extglob
[[ 'b' == b*@(|x) ]] && echo yes || echo no

#### case b in b*@(|x)
## args: -O extglob
case 'b' in b*@(|x)) echo yes;; *) echo no;; esac

#### [[ ab == a*+(b) ]]
## args: -O extglob
[[ 'ab' == a*+(b) ]] && echo yes || echo no

#### case ab in a*+(b)
## args: -O extglob
case 'ab' in a*+(b)) echo yes;; *) echo no;; esac

#### [[ a == a*+(|b) ]]
## args: -O extglob
[[ 'a' == a*+(|b) ]] && echo yes || echo no

#### case a in a*+(|b)
## args: -O extglob
case 'a' in a*+(|b)) echo yes;; *) echo no;; esac

#### nocasematch [[ ABC == abc ]]
## args: -O extglob
shopt -s nocasematch; [[ 'ABC' == abc ]] && echo yes || echo no

#### nocasematch case ABC in abc
## args: -O extglob
shopt -s nocasematch; case 'ABC' in abc) echo yes;; *) echo no;; esac

#### nocasematch [[ Abc == [a]bc ]]
## args: -O extglob
shopt -s nocasematch; [[ 'Abc' == [a]bc ]] && echo yes || echo no

#### nocasematch case Abc in [a]bc
## args: -O extglob
shopt -s nocasematch; case 'Abc' in [a]bc) echo yes;; *) echo no;; esac

#### nocasematch [[ X.TXT == *.txt ]]
## args: -O extglob
shopt -s nocasematch; [[ 'X.TXT' == *.txt ]] && echo yes || echo no

#### nocasematch case X.TXT in *.txt
## args: -O extglob
shopt -s nocasematch; case 'X.TXT' in *.txt) echo yes;; *) echo no;; esac

#### nocasematch [[ ABD == !(abc) ]]
## args: -O extglob
shopt -s nocasematch; [[ 'ABD' == !(abc) ]] && echo yes || echo no

#### nocasematch case ABD in !(abc)
## args: -O extglob
shopt -s nocasematch; case 'ABD' in !(abc)) echo yes;; *) echo no;; esac

#### nocasematch [[ a == [[:upper:]] ]]
## args: -O extglob
shopt -s nocasematch; [[ 'a' == [[:upper:]] ]] && echo yes || echo no

#### nocasematch case a in [[:upper:]]
## args: -O extglob
shopt -s nocasematch; case 'a' in [[:upper:]]) echo yes;; *) echo no;; esac

#### nocasematch [[ A == [[:lower:]] ]]
## args: -O extglob
shopt -s nocasematch; [[ 'A' == [[:lower:]] ]] && echo yes || echo no

#### nocasematch case A in [[:lower:]]
## args: -O extglob
shopt -s nocasematch; case 'A' in [[:lower:]]) echo yes;; *) echo no;; esac

#### nocasematch [[ b == [A-C] ]]
## args: -O extglob
shopt -s nocasematch; [[ 'b' == [A-C] ]] && echo yes || echo no

#### nocasematch case b in [A-C]
## args: -O extglob
shopt -s nocasematch; case 'b' in [A-C]) echo yes;; *) echo no;; esac

#### nocasematch [[ Q == [^[:lower:]] ]]
## args: -O extglob
shopt -s nocasematch; [[ 'Q' == [^[:lower:]] ]] && echo yes || echo no

#### nocasematch case Q in [^[:lower:]]
## args: -O extglob
shopt -s nocasematch; case 'Q' in [^[:lower:]]) echo yes;; *) echo no;; esac
