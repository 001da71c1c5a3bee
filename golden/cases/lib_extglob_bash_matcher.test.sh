# bash 5.2's own extglob matcher (lib/glob/sm_loop.c), quirks included: `!(..)` next to `*`,
# `*` before a group, unclosed groups, and the order in which ${x#p} ${x%p} ${x/p/r} try substrings.
# Most patterns here were picked at random (short patterns over a b * ? [..] and the five groups)
# among those where a regex translation gives another answer than bash; each case runs one pattern
# over the same twelve strings, one line per string.

#### star then !() at the end of the subject matches whatever follows
## args: -O extglob
[[ '' == *!(a)a@(a|bb) ]] && echo 1 || echo 0
[[ '' == *!(a)b ]] && echo 1 || echo 0
[[ x == x*!(a)b ]] && echo 1 || echo 0
[[ x == x*!()zz ]] && echo 1 || echo 0
[[ xy == x*!(a)b ]] && echo 1 || echo 0
[[ '' == *!() ]] && echo 1 || echo 0

#### star before @( and +( never tries the empty rest
## args: -O extglob
[[ '' == *@(|a) ]] && echo 1 || echo 0
[[ a == a*@(|b) ]] && echo 1 || echo 0
[[ ab == a*@(|b) ]] && echo 1 || echo 0
[[ a == a*+(|b) ]] && echo 1 || echo 0
[[ a == a*?(b) ]] && echo 1 || echo 0
[[ a == a**(b) ]] && echo 1 || echo 0

#### an unclosed group compares the rest as text
## args: -O extglob
p='@(a'; [[ '@(a' == $p ]] && echo 1 || echo 0
p='x!(a|b'; [[ 'x!(a|b' == $p ]] && echo 1 || echo 0; [[ xa == $p ]] && echo 1 || echo 0
p='*!(a'; [[ 'b!(a' == $p ]] && echo 1 || echo 0; x='zz!(a'; echo "${x#$p}" "${x/$p/X}"

#### negation is a complement over splits of the rest
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do for p in 1; do [[ $s == !(a)*(b) ]] && r=1 || r=0; [[ $s == !(*a) ]] && q=1 || q=0; [[ $s == +(!(a)) ]] && t=1 || t=0; echo "[$s] $r $q $t"; done; done

#### [[ == ]] random pattern 1: ?+(*!(ba?|a)*|?a@(*a|[ab]))?(!(*)@(|bba)?)?(**([!a]b)a)
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do [[ $s == ?+(*!(ba?|a)*|?a@(*a|[ab]))?(!(*)@(|bba)?)?(**([!a]b)a) ]] && r=1 || r=0; echo "[$s] $r"; done

#### [[ == ]] random pattern 2: a?(a*!([!a]ba|a)|b)[ab]
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do [[ $s == a?(a*!([!a]ba|a)|b)[ab] ]] && r=1 || r=0; echo "[$s] $r"; done

#### [[ == ]] random pattern 3: +(b?)b+(!(a|[ab]a[ab])*!([!a][ab]a))
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do [[ $s == +(b?)b+(!(a|[ab]a[ab])*!([!a][ab]a)) ]] && r=1 || r=0; echo "[$s] $r"; done

#### [[ == ]] random pattern 4: *(|*@(|[ab]?))a
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do [[ $s == *(|*@(|[ab]?))a ]] && r=1 || r=0; echo "[$s] $r"; done

#### [[ == ]] random pattern 5: b*?(?|b)@(*(aab)?(b[!a]|))
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do [[ $s == b*?(?|b)@(*(aab)?(b[!a]|)) ]] && r=1 || r=0; echo "[$s] $r"; done

#### [[ == ]] random pattern 6: ?**!(**!([!a]*|ba)|b)
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do [[ $s == ?**!(**!([!a]*|ba)|b) ]] && r=1 || r=0; echo "[$s] $r"; done

#### [[ == ]] random pattern 7: *!()
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do [[ $s == *!() ]] && r=1 || r=0; echo "[$s] $r"; done

#### [[ == ]] random pattern 8: @(*+())*
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do [[ $s == @(*+())* ]] && r=1 || r=0; echo "[$s] $r"; done

#### [[ == ]] random pattern 9: *!([ab]|)a
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do [[ $s == *!([ab]|)a ]] && r=1 || r=0; echo "[$s] $r"; done

#### [[ == ]] random pattern 10: !(a*(b[!a]a|)*(*?))
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do [[ $s == !(a*(b[!a]a|)*(*?)) ]] && r=1 || r=0; echo "[$s] $r"; done

#### [[ == ]] random pattern 11: *!(?(b|[ab]*))
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do [[ $s == *!(?(b|[ab]*)) ]] && r=1 || r=0; echo "[$s] $r"; done

#### [[ == ]] random pattern 12: ?(+()?([!a]*|*ab)!(a*))*!(?([!a]*|))
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do [[ $s == ?(+()?([!a]*|*ab)!(a*))*!(?([!a]*|)) ]] && r=1 || r=0; echo "[$s] $r"; done

#### [[ == ]] random pattern 13: ?(?(aba|)|!(*)?)*?(?+(a|a)?|+(ab)+([ab]|[ab][!a]))!(*(a?[ab]|***)!()*)
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do [[ $s == ?(?(aba|)|!(*)?)*?(?+(a|a)?|+(ab)+([ab]|[ab][!a]))!(*(a?[ab]|***)!()*) ]] && r=1 || r=0; echo "[$s] $r"; done

#### [[ == ]] random pattern 14: *!(+([ab][ab])a|+(a[!a]|aa[!a])b)a?
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do [[ $s == *!(+([ab][ab])a|+(a[!a]|aa[!a])b)a? ]] && r=1 || r=0; echo "[$s] $r"; done

#### [[ == ]] random pattern 15: @(*+(b?|))a
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do [[ $s == @(*+(b?|))a ]] && r=1 || r=0; echo "[$s] $r"; done

#### [[ == ]] random pattern 16: *@(*!([!a][ab][!a])!([ab]|a)|*a?)!(+([ab][ab]|aa[!a])|!()@(aa[ab]|*?))?
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do [[ $s == *@(*!([!a][ab][!a])!([ab]|a)|*a?)!(+([ab][ab]|aa[!a])|!()@(aa[ab]|*?))? ]] && r=1 || r=0; echo "[$s] $r"; done

#### [[ == ]] random pattern 17: +(!(?|[!a]))@(*+(a*|a)b|*[ab]?())!(?(ba)!(a[ab])*(a*))
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do [[ $s == +(!(?|[!a]))@(*+(a*|a)b|*[ab]?())!(?(ba)!(a[ab])*(a*)) ]] && r=1 || r=0; echo "[$s] $r"; done

#### [[ == ]] random pattern 18: a!(*!(a|b*)?(**|a))*(a?(a|a))
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do [[ $s == a!(*!(a|b*)?(**|a))*(a?(a|a)) ]] && r=1 || r=0; echo "[$s] $r"; done

#### [[ == ]] random pattern 19: *!(|?a*)a
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do [[ $s == *!(|?a*)a ]] && r=1 || r=0; echo "[$s] $r"; done

#### [[ == ]] random pattern 20: @(b|*!(*a?|b))?(!(a))!(a*?())*
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do [[ $s == @(b|*!(*a?|b))?(!(a))!(a*?())* ]] && r=1 || r=0; echo "[$s] $r"; done

#### [[ == ]] random pattern 21: +(a+(b[ab][!a]|a*[ab])|*!(a*b))*?(a*(a|*))*(!(a|a[!a]b))
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do [[ $s == +(a+(b[ab][!a]|a*[ab])|*!(a*b))*?(a*(a|*))*(!(a|a[!a]b)) ]] && r=1 || r=0; echo "[$s] $r"; done

#### [[ == ]] random pattern 22: *(!(?aa|[!a]a)+(a[!a][!a]))*!(*([!a][ab]?|)|?(a[!a]a|?[ab]a)a)*(*?)
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do [[ $s == *(!(?aa|[!a]a)+(a[!a][!a]))*!(*([!a][ab]?|)|?(a[!a]a|?[ab]a)a)*(*?) ]] && r=1 || r=0; echo "[$s] $r"; done

#### [[ == ]] random pattern 23: ?(+([ab]|a*[ab])?(a|[ab]))+(?(*|*a)*!([ab]a|*a)|!([ab])b)@(ab)
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do [[ $s == ?(+([ab]|a*[ab])?(a|[ab]))+(?(*|*a)*!([ab]a|*a)|!([ab])b)@(ab) ]] && r=1 || r=0; echo "[$s] $r"; done

#### [[ == ]] random pattern 24: *!(b|b*(*)b)?
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do [[ $s == *!(b|b*(*)b)? ]] && r=1 || r=0; echo "[$s] $r"; done

#### [[ == ]] random pattern 25: **!(?**(*)|)*
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do [[ $s == **!(?**(*)|)* ]] && r=1 || r=0; echo "[$s] $r"; done

#### [[ == ]] random pattern 26: *!(@([!a]|ba[ab])b)!(+(|?))
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do [[ $s == *!(@([!a]|ba[ab])b)!(+(|?)) ]] && r=1 || r=0; echo "[$s] $r"; done

#### [[ == ]] random pattern 27: *!(!([!a][ab])?(*))!()
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do [[ $s == *!(!([!a][ab])?(*))!() ]] && r=1 || r=0; echo "[$s] $r"; done

#### [[ == ]] random pattern 28: ?(|b)?*!(?!([!a][!a][ab])?([!a]*|*?[ab])|)
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do [[ $s == ?(|b)?*!(?!([!a][!a][ab])?([!a]*|*?[ab])|) ]] && r=1 || r=0; echo "[$s] $r"; done

#### [[ == ]] random pattern 29: *(b@(*?|aa[!a])*)?(|)*!(+(??b|baa)|)
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do [[ $s == *(b@(*?|aa[!a])*)?(|)*!(+(??b|baa)|) ]] && r=1 || r=0; echo "[$s] $r"; done

#### [[ == ]] random pattern 30: **!(aba|*)!(@([!a]|)?[ab])
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do [[ $s == **!(aba|*)!(@([!a]|)?[ab]) ]] && r=1 || r=0; echo "[$s] $r"; done

#### [[ == ]] random pattern 31: +(*b*|*!([ab]))+(b@(a|)*)b*
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do [[ $s == +(*b*|*!([ab]))+(b@(a|)*)b* ]] && r=1 || r=0; echo "[$s] $r"; done

#### [[ == ]] random pattern 32: !(a?([!a][!a]|[ab])*([ab][!a]*|[ab]*)|+(?[ab]|))!(bb*|ba)*?
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do [[ $s == !(a?([!a][!a]|[ab])*([ab][!a]*|[ab]*)|+(?[ab]|))!(bb*|ba)*? ]] && r=1 || r=0; echo "[$s] $r"; done

#### [[ == ]] random pattern 33: *!(|a)*b
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do [[ $s == *!(|a)*b ]] && r=1 || r=0; echo "[$s] $r"; done

#### [[ == ]] random pattern 34: *!(!([ab][ab]|?)+(a[!a]|)?([ab][!a])|)
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do [[ $s == *!(!([ab][ab]|?)+(a[!a]|)?([ab][!a])|) ]] && r=1 || r=0; echo "[$s] $r"; done

#### [[ == ]] random pattern 35: *!(?(?[ab])|aaa)
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do [[ $s == *!(?(?[ab])|aaa) ]] && r=1 || r=0; echo "[$s] $r"; done

#### [[ == ]] random pattern 36: *!(?()?(a)|+(bb)!(b[ab][ab]|a))
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do [[ $s == *!(?()?(a)|+(bb)!(b[ab][ab]|a)) ]] && r=1 || r=0; echo "[$s] $r"; done

#### [[ == ]] random pattern 37: [!a]*!(+(aa)?(b[ab][ab]|))b
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do [[ $s == [!a]*!(+(aa)?(b[ab][ab]|))b ]] && r=1 || r=0; echo "[$s] $r"; done

#### [[ == ]] random pattern 38: +()*?(*(**|a)b|a)!(@(a[!a][!a]|[!a])|*!([!a]))
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do [[ $s == +()*?(*(**|a)b|a)!(@(a[!a][!a]|[!a])|*!([!a])) ]] && r=1 || r=0; echo "[$s] $r"; done

#### [[ == ]] random pattern 39: ?(?|+(a[!a]))*([!a]!(?|)b|*+())@(a|)
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do [[ $s == ?(?|+(a[!a]))*([!a]!(?|)b|*+())@(a|) ]] && r=1 || r=0; echo "[$s] $r"; done

#### [[ == ]] random pattern 40: bb*!(?@(**a)|)
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do [[ $s == bb*!(?@(**a)|) ]] && r=1 || r=0; echo "[$s] $r"; done

#### [[ == ]] random pattern 41: *(*[!a]|!([!a]))[!a]!(@(b)a?([ab][!a][!a]|*)|*(a**))*(@(b)*(?|?)|*)
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do [[ $s == *(*[!a]|!([!a]))[!a]!(@(b)a?([ab][!a][!a]|*)|*(a**))*(@(b)*(?|?)|*) ]] && r=1 || r=0; echo "[$s] $r"; done

#### [[ == ]] random pattern 42: *!(b+([!a][ab]a|[ab])|)!(@(|b[!a]*)!(a[ab]|[ab])a)
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do [[ $s == *!(b+([!a][ab]a|[ab])|)!(@(|b[!a]*)!(a[ab]|[ab])a) ]] && r=1 || r=0; echo "[$s] $r"; done

#### [[ == ]] random pattern 43: +(a*+(a|[!a]a)|*!(ba[!a]|b))
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do [[ $s == +(a*+(a|[!a]a)|*!(ba[!a]|b)) ]] && r=1 || r=0; echo "[$s] $r"; done

#### [[ == ]] random pattern 44: b@(ab?|+()a+(|[ab]*?))*!(|+(?b)@([!a]b))
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do [[ $s == b@(ab?|+()a+(|[ab]*?))*!(|+(?b)@([!a]b)) ]] && r=1 || r=0; echo "[$s] $r"; done

#### [[ == ]] random pattern 45: ?(a+(b*[!a])*|**!(a|[!a]))aa
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do [[ $s == ?(a+(b*[!a])*|**!(a|[!a]))aa ]] && r=1 || r=0; echo "[$s] $r"; done

#### [[ == ]] random pattern 46: b+(*(ba)*|?*b)@(*!([ab]?)?(?|?)|*(a|[!a]b)@([!a][!a]?))
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do [[ $s == b+(*(ba)*|?*b)@(*!([ab]?)?(?|?)|*(a|[!a]b)@([!a][!a]?)) ]] && r=1 || r=0; echo "[$s] $r"; done

#### [[ == ]] random pattern 47: aa*!(?([!a]*[ab]|)|[!a]*!(|b?))
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do [[ $s == aa*!(?([!a]*[ab]|)|[!a]*!(|b?)) ]] && r=1 || r=0; echo "[$s] $r"; done

#### [[ == ]] random pattern 48: *!(*a|)**
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do [[ $s == *!(*a|)** ]] && r=1 || r=0; echo "[$s] $r"; done

#### [[ == ]] random pattern 49: *!(@([!a][!a])a)[!a]
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do [[ $s == *!(@([!a][!a])a)[!a] ]] && r=1 || r=0; echo "[$s] $r"; done

#### [[ == ]] random pattern 50: *!(@(*[!a]|))+(*+(?|b)@(a[!a][ab]|[!a]*))
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do [[ $s == *!(@(*[!a]|))+(*+(?|b)@(a[!a][ab]|[!a]*)) ]] && r=1 || r=0; echo "[$s] $r"; done

#### case random pattern 1: ?+(*!(ba?|a)*|?a@(*a|[ab]))?(!(*)@(|bba)?)?(**([!a]b)a)
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do case $s in ?+(*!(ba?|a)*|?a@(*a|[ab]))?(!(*)@(|bba)?)?(**([!a]b)a)) r=1;; *) r=0;; esac; echo "[$s] $r"; done

#### case random pattern 2: a?(a*!([!a]ba|a)|b)[ab]
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do case $s in a?(a*!([!a]ba|a)|b)[ab]) r=1;; *) r=0;; esac; echo "[$s] $r"; done

#### case random pattern 3: +(b?)b+(!(a|[ab]a[ab])*!([!a][ab]a))
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do case $s in +(b?)b+(!(a|[ab]a[ab])*!([!a][ab]a))) r=1;; *) r=0;; esac; echo "[$s] $r"; done

#### case random pattern 4: *(|*@(|[ab]?))a
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do case $s in *(|*@(|[ab]?))a) r=1;; *) r=0;; esac; echo "[$s] $r"; done

#### case random pattern 5: b*?(?|b)@(*(aab)?(b[!a]|))
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do case $s in b*?(?|b)@(*(aab)?(b[!a]|))) r=1;; *) r=0;; esac; echo "[$s] $r"; done

#### case random pattern 6: ?**!(**!([!a]*|ba)|b)
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do case $s in ?**!(**!([!a]*|ba)|b)) r=1;; *) r=0;; esac; echo "[$s] $r"; done

#### case random pattern 7: *!()
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do case $s in *!()) r=1;; *) r=0;; esac; echo "[$s] $r"; done

#### case random pattern 8: @(*+())*
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do case $s in @(*+())*) r=1;; *) r=0;; esac; echo "[$s] $r"; done

#### case random pattern 9: *!([ab]|)a
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do case $s in *!([ab]|)a) r=1;; *) r=0;; esac; echo "[$s] $r"; done

#### case random pattern 10: !(a*(b[!a]a|)*(*?))
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do case $s in !(a*(b[!a]a|)*(*?))) r=1;; *) r=0;; esac; echo "[$s] $r"; done

#### case random pattern 11: *!(?(b|[ab]*))
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do case $s in *!(?(b|[ab]*))) r=1;; *) r=0;; esac; echo "[$s] $r"; done

#### case random pattern 12: ?(+()?([!a]*|*ab)!(a*))*!(?([!a]*|))
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do case $s in ?(+()?([!a]*|*ab)!(a*))*!(?([!a]*|))) r=1;; *) r=0;; esac; echo "[$s] $r"; done

#### case random pattern 13: ?(?(aba|)|!(*)?)*?(?+(a|a)?|+(ab)+([ab]|[ab][!a]))!(*(a?[ab]|***)!()*)
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do case $s in ?(?(aba|)|!(*)?)*?(?+(a|a)?|+(ab)+([ab]|[ab][!a]))!(*(a?[ab]|***)!()*)) r=1;; *) r=0;; esac; echo "[$s] $r"; done

#### case random pattern 14: *!(+([ab][ab])a|+(a[!a]|aa[!a])b)a?
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do case $s in *!(+([ab][ab])a|+(a[!a]|aa[!a])b)a?) r=1;; *) r=0;; esac; echo "[$s] $r"; done

#### case random pattern 15: @(*+(b?|))a
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do case $s in @(*+(b?|))a) r=1;; *) r=0;; esac; echo "[$s] $r"; done

#### removal and replacement random pattern 1: ?+(*@(aa)|*)*(*)*
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do printf "[%s]" "$s" "${s#?+(*@(aa)|*)*(*)*}" "${s##?+(*@(aa)|*)*(*)*}" "${s%?+(*@(aa)|*)*(*)*}" "${s%%?+(*@(aa)|*)*(*)*}" "${s/?+(*@(aa)|*)*(*)*/X}" "${s//?+(*@(aa)|*)*(*)*/X}" "${s/#?+(*@(aa)|*)*(*)*/X}" "${s/%?+(*@(aa)|*)*(*)*/X}"; echo; done

#### removal and replacement random pattern 2: @(*())*
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do printf "[%s]" "$s" "${s#@(*())*}" "${s##@(*())*}" "${s%@(*())*}" "${s%%@(*())*}" "${s/@(*())*/X}" "${s//@(*())*/X}" "${s/#@(*())*/X}" "${s/%@(*())*/X}"; echo; done

#### removal and replacement random pattern 3: !(*b)
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do printf "[%s]" "$s" "${s#!(*b)}" "${s##!(*b)}" "${s%!(*b)}" "${s%%!(*b)}" "${s/!(*b)/X}" "${s//!(*b)/X}" "${s/#!(*b)/X}" "${s/%!(*b)/X}"; echo; done

#### removal and replacement random pattern 4: *@(*!(?a[!a])|b)!(*!([!a]a))@(*|?(a*)a)
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do printf "[%s]" "$s" "${s#*@(*!(?a[!a])|b)!(*!([!a]a))@(*|?(a*)a)}" "${s##*@(*!(?a[!a])|b)!(*!([!a]a))@(*|?(a*)a)}" "${s%*@(*!(?a[!a])|b)!(*!([!a]a))@(*|?(a*)a)}" "${s%%*@(*!(?a[!a])|b)!(*!([!a]a))@(*|?(a*)a)}" "${s/*@(*!(?a[!a])|b)!(*!([!a]a))@(*|?(a*)a)/X}" "${s//*@(*!(?a[!a])|b)!(*!([!a]a))@(*|?(a*)a)/X}" "${s/#*@(*!(?a[!a])|b)!(*!([!a]a))@(*|?(a*)a)/X}" "${s/%*@(*!(?a[!a])|b)!(*!([!a]a))@(*|?(a*)a)/X}"; echo; done

#### removal and replacement random pattern 5: **!()?
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do printf "[%s]" "$s" "${s#**!()?}" "${s##**!()?}" "${s%**!()?}" "${s%%**!()?}" "${s/**!()?/X}" "${s//**!()?/X}" "${s/#**!()?/X}" "${s/%**!()?/X}"; echo; done

#### removal and replacement random pattern 6: *!(+([ab]*)|*@(*a?)*)
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do printf "[%s]" "$s" "${s#*!(+([ab]*)|*@(*a?)*)}" "${s##*!(+([ab]*)|*@(*a?)*)}" "${s%*!(+([ab]*)|*@(*a?)*)}" "${s%%*!(+([ab]*)|*@(*a?)*)}" "${s/*!(+([ab]*)|*@(*a?)*)/X}" "${s//*!(+([ab]*)|*@(*a?)*)/X}" "${s/#*!(+([ab]*)|*@(*a?)*)/X}" "${s/%*!(+([ab]*)|*@(*a?)*)/X}"; echo; done

#### removal and replacement random pattern 7: +(|)
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do printf "[%s]" "$s" "${s#+(|)}" "${s##+(|)}" "${s%+(|)}" "${s%%+(|)}" "${s/+(|)/X}" "${s//+(|)/X}" "${s/#+(|)/X}" "${s/%+(|)/X}"; echo; done

#### removal and replacement random pattern 8: *+()
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do printf "[%s]" "$s" "${s#*+()}" "${s##*+()}" "${s%*+()}" "${s%%*+()}" "${s/*+()/X}" "${s//*+()/X}" "${s/#*+()/X}" "${s/%*+()/X}"; echo; done

#### removal and replacement random pattern 9: *!(?([!a][ab][!a]|)|)
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do printf "[%s]" "$s" "${s#*!(?([!a][ab][!a]|)|)}" "${s##*!(?([!a][ab][!a]|)|)}" "${s%*!(?([!a][ab][!a]|)|)}" "${s%%*!(?([!a][ab][!a]|)|)}" "${s/*!(?([!a][ab][!a]|)|)/X}" "${s//*!(?([!a][ab][!a]|)|)/X}" "${s/#*!(?([!a][ab][!a]|)|)/X}" "${s/%*!(?([!a][ab][!a]|)|)/X}"; echo; done

#### removal and replacement random pattern 10: !(b!(a[ab]*|b)*)
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do printf "[%s]" "$s" "${s#!(b!(a[ab]*|b)*)}" "${s##!(b!(a[ab]*|b)*)}" "${s%!(b!(a[ab]*|b)*)}" "${s%%!(b!(a[ab]*|b)*)}" "${s/!(b!(a[ab]*|b)*)/X}" "${s//!(b!(a[ab]*|b)*)/X}" "${s/#!(b!(a[ab]*|b)*)/X}" "${s/%!(b!(a[ab]*|b)*)/X}"; echo; done

#### removal and replacement random pattern 11: @(a|)
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do printf "[%s]" "$s" "${s#@(a|)}" "${s##@(a|)}" "${s%@(a|)}" "${s%%@(a|)}" "${s/@(a|)/X}" "${s//@(a|)/X}" "${s/#@(a|)/X}" "${s/%@(a|)/X}"; echo; done

#### removal and replacement random pattern 12: @(?(a*b|[!a]a)|a)*?!(b?(a[!a]*|bb)|)
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do printf "[%s]" "$s" "${s#@(?(a*b|[!a]a)|a)*?!(b?(a[!a]*|bb)|)}" "${s##@(?(a*b|[!a]a)|a)*?!(b?(a[!a]*|bb)|)}" "${s%@(?(a*b|[!a]a)|a)*?!(b?(a[!a]*|bb)|)}" "${s%%@(?(a*b|[!a]a)|a)*?!(b?(a[!a]*|bb)|)}" "${s/@(?(a*b|[!a]a)|a)*?!(b?(a[!a]*|bb)|)/X}" "${s//@(?(a*b|[!a]a)|a)*?!(b?(a[!a]*|bb)|)/X}" "${s/#@(?(a*b|[!a]a)|a)*?!(b?(a[!a]*|bb)|)/X}" "${s/%@(?(a*b|[!a]a)|a)*?!(b?(a[!a]*|bb)|)/X}"; echo; done

#### removal and replacement random pattern 13: +(!([!a])|@(*a|a)*(*[ab])*)**(!([ab]?|a[ab])a*|*(b[ab])*(aaa|))
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do printf "[%s]" "$s" "${s#+(!([!a])|@(*a|a)*(*[ab])*)**(!([ab]?|a[ab])a*|*(b[ab])*(aaa|))}" "${s##+(!([!a])|@(*a|a)*(*[ab])*)**(!([ab]?|a[ab])a*|*(b[ab])*(aaa|))}" "${s%+(!([!a])|@(*a|a)*(*[ab])*)**(!([ab]?|a[ab])a*|*(b[ab])*(aaa|))}" "${s%%+(!([!a])|@(*a|a)*(*[ab])*)**(!([ab]?|a[ab])a*|*(b[ab])*(aaa|))}" "${s/+(!([!a])|@(*a|a)*(*[ab])*)**(!([ab]?|a[ab])a*|*(b[ab])*(aaa|))/X}" "${s//+(!([!a])|@(*a|a)*(*[ab])*)**(!([ab]?|a[ab])a*|*(b[ab])*(aaa|))/X}" "${s/#+(!([!a])|@(*a|a)*(*[ab])*)**(!([ab]?|a[ab])a*|*(b[ab])*(aaa|))/X}" "${s/%+(!([!a])|@(*a|a)*(*[ab])*)**(!([ab]?|a[ab])a*|*(b[ab])*(aaa|))/X}"; echo; done

#### removal and replacement random pattern 14: !(b)+(*@(|aa[!a]))b
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do printf "[%s]" "$s" "${s#!(b)+(*@(|aa[!a]))b}" "${s##!(b)+(*@(|aa[!a]))b}" "${s%!(b)+(*@(|aa[!a]))b}" "${s%%!(b)+(*@(|aa[!a]))b}" "${s/!(b)+(*@(|aa[!a]))b/X}" "${s//!(b)+(*@(|aa[!a]))b/X}" "${s/#!(b)+(*@(|aa[!a]))b/X}" "${s/%!(b)+(*@(|aa[!a]))b/X}"; echo; done

#### removal and replacement random pattern 15: @(+(b?|[ab]*[!a])*()b)*!(+(a|)!()a)a
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do printf "[%s]" "$s" "${s#@(+(b?|[ab]*[!a])*()b)*!(+(a|)!()a)a}" "${s##@(+(b?|[ab]*[!a])*()b)*!(+(a|)!()a)a}" "${s%@(+(b?|[ab]*[!a])*()b)*!(+(a|)!()a)a}" "${s%%@(+(b?|[ab]*[!a])*()b)*!(+(a|)!()a)a}" "${s/@(+(b?|[ab]*[!a])*()b)*!(+(a|)!()a)a/X}" "${s//@(+(b?|[ab]*[!a])*()b)*!(+(a|)!()a)a/X}" "${s/#@(+(b?|[ab]*[!a])*()b)*!(+(a|)!()a)a/X}" "${s/%@(+(b?|[ab]*[!a])*()b)*!(+(a|)!()a)a/X}"; echo; done

#### removal and replacement random pattern 16: +(b!(b)*)*!(?(ba[ab]))
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do printf "[%s]" "$s" "${s#+(b!(b)*)*!(?(ba[ab]))}" "${s##+(b!(b)*)*!(?(ba[ab]))}" "${s%+(b!(b)*)*!(?(ba[ab]))}" "${s%%+(b!(b)*)*!(?(ba[ab]))}" "${s/+(b!(b)*)*!(?(ba[ab]))/X}" "${s//+(b!(b)*)*!(?(ba[ab]))/X}" "${s/#+(b!(b)*)*!(?(ba[ab]))/X}" "${s/%+(b!(b)*)*!(?(ba[ab]))/X}"; echo; done

#### removal and replacement random pattern 17: *!(+(*)+([!a]a?|a)!(?|a*))
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do printf "[%s]" "$s" "${s#*!(+(*)+([!a]a?|a)!(?|a*))}" "${s##*!(+(*)+([!a]a?|a)!(?|a*))}" "${s%*!(+(*)+([!a]a?|a)!(?|a*))}" "${s%%*!(+(*)+([!a]a?|a)!(?|a*))}" "${s/*!(+(*)+([!a]a?|a)!(?|a*))/X}" "${s//*!(+(*)+([!a]a?|a)!(?|a*))/X}" "${s/#*!(+(*)+([!a]a?|a)!(?|a*))/X}" "${s/%*!(+(*)+([!a]a?|a)!(?|a*))/X}"; echo; done

#### removal and replacement random pattern 18: +(|*)
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do printf "[%s]" "$s" "${s#+(|*)}" "${s##+(|*)}" "${s%+(|*)}" "${s%%+(|*)}" "${s/+(|*)/X}" "${s//+(|*)/X}" "${s/#+(|*)/X}" "${s/%+(|*)/X}"; echo; done

#### removal and replacement random pattern 19: +(*(?[!a]|)|)!(a*(?[ab]?|)|@(?[!a][ab]|[!a])+([!a]a*|[ab]a))
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do printf "[%s]" "$s" "${s#+(*(?[!a]|)|)!(a*(?[ab]?|)|@(?[!a][ab]|[!a])+([!a]a*|[ab]a))}" "${s##+(*(?[!a]|)|)!(a*(?[ab]?|)|@(?[!a][ab]|[!a])+([!a]a*|[ab]a))}" "${s%+(*(?[!a]|)|)!(a*(?[ab]?|)|@(?[!a][ab]|[!a])+([!a]a*|[ab]a))}" "${s%%+(*(?[!a]|)|)!(a*(?[ab]?|)|@(?[!a][ab]|[!a])+([!a]a*|[ab]a))}" "${s/+(*(?[!a]|)|)!(a*(?[ab]?|)|@(?[!a][ab]|[!a])+([!a]a*|[ab]a))/X}" "${s//+(*(?[!a]|)|)!(a*(?[ab]?|)|@(?[!a][ab]|[!a])+([!a]a*|[ab]a))/X}" "${s/#+(*(?[!a]|)|)!(a*(?[ab]?|)|@(?[!a][ab]|[!a])+([!a]a*|[ab]a))/X}" "${s/%+(*(?[!a]|)|)!(a*(?[ab]?|)|@(?[!a][ab]|[!a])+([!a]a*|[ab]a))/X}"; echo; done

#### removal and replacement random pattern 20: @([!a]b|)*(b@()+([ab]?|aab))
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do printf "[%s]" "$s" "${s#@([!a]b|)*(b@()+([ab]?|aab))}" "${s##@([!a]b|)*(b@()+([ab]?|aab))}" "${s%@([!a]b|)*(b@()+([ab]?|aab))}" "${s%%@([!a]b|)*(b@()+([ab]?|aab))}" "${s/@([!a]b|)*(b@()+([ab]?|aab))/X}" "${s//@([!a]b|)*(b@()+([ab]?|aab))/X}" "${s/#@([!a]b|)*(b@()+([ab]?|aab))/X}" "${s/%@([!a]b|)*(b@()+([ab]?|aab))/X}"; echo; done

#### removal and replacement random pattern 21: +(*b|+(|?b))
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do printf "[%s]" "$s" "${s#+(*b|+(|?b))}" "${s##+(*b|+(|?b))}" "${s%+(*b|+(|?b))}" "${s%%+(*b|+(|?b))}" "${s/+(*b|+(|?b))/X}" "${s//+(*b|+(|?b))/X}" "${s/#+(*b|+(|?b))/X}" "${s/%+(*b|+(|?b))/X}"; echo; done

#### removal and replacement random pattern 22: !(a|a!(*a|)a)
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do printf "[%s]" "$s" "${s#!(a|a!(*a|)a)}" "${s##!(a|a!(*a|)a)}" "${s%!(a|a!(*a|)a)}" "${s%%!(a|a!(*a|)a)}" "${s/!(a|a!(*a|)a)/X}" "${s//!(a|a!(*a|)a)/X}" "${s/#!(a|a!(*a|)a)/X}" "${s/%!(a|a!(*a|)a)/X}"; echo; done

#### removal and replacement random pattern 23: ?a!(a+([!a][!a][!a])a|*!([ab])@(*|[ab]))+(!([!a]*|[ab])a|)
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do printf "[%s]" "$s" "${s#?a!(a+([!a][!a][!a])a|*!([ab])@(*|[ab]))+(!([!a]*|[ab])a|)}" "${s##?a!(a+([!a][!a][!a])a|*!([ab])@(*|[ab]))+(!([!a]*|[ab])a|)}" "${s%?a!(a+([!a][!a][!a])a|*!([ab])@(*|[ab]))+(!([!a]*|[ab])a|)}" "${s%%?a!(a+([!a][!a][!a])a|*!([ab])@(*|[ab]))+(!([!a]*|[ab])a|)}" "${s/?a!(a+([!a][!a][!a])a|*!([ab])@(*|[ab]))+(!([!a]*|[ab])a|)/X}" "${s//?a!(a+([!a][!a][!a])a|*!([ab])@(*|[ab]))+(!([!a]*|[ab])a|)/X}" "${s/#?a!(a+([!a][!a][!a])a|*!([ab])@(*|[ab]))+(!([!a]*|[ab])a|)/X}" "${s/%?a!(a+([!a][!a][!a])a|*!([ab])@(*|[ab]))+(!([!a]*|[ab])a|)/X}"; echo; done

#### removal and replacement random pattern 24: +(!(a[ab]|[!a])*|*bb)!(*[ab])
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do printf "[%s]" "$s" "${s#+(!(a[ab]|[!a])*|*bb)!(*[ab])}" "${s##+(!(a[ab]|[!a])*|*bb)!(*[ab])}" "${s%+(!(a[ab]|[!a])*|*bb)!(*[ab])}" "${s%%+(!(a[ab]|[!a])*|*bb)!(*[ab])}" "${s/+(!(a[ab]|[!a])*|*bb)!(*[ab])/X}" "${s//+(!(a[ab]|[!a])*|*bb)!(*[ab])/X}" "${s/#+(!(a[ab]|[!a])*|*bb)!(*[ab])/X}" "${s/%+(!(a[ab]|[!a])*|*bb)!(*[ab])/X}"; echo; done

#### removal and replacement random pattern 25: @(@(*[!a]|)!(*b[!a])|?([!a]*|a*)ab)?(?b+(?*[!a]))*(+([ab]a|[!a])+(a))
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do printf "[%s]" "$s" "${s#@(@(*[!a]|)!(*b[!a])|?([!a]*|a*)ab)?(?b+(?*[!a]))*(+([ab]a|[!a])+(a))}" "${s##@(@(*[!a]|)!(*b[!a])|?([!a]*|a*)ab)?(?b+(?*[!a]))*(+([ab]a|[!a])+(a))}" "${s%@(@(*[!a]|)!(*b[!a])|?([!a]*|a*)ab)?(?b+(?*[!a]))*(+([ab]a|[!a])+(a))}" "${s%%@(@(*[!a]|)!(*b[!a])|?([!a]*|a*)ab)?(?b+(?*[!a]))*(+([ab]a|[!a])+(a))}" "${s/@(@(*[!a]|)!(*b[!a])|?([!a]*|a*)ab)?(?b+(?*[!a]))*(+([ab]a|[!a])+(a))/X}" "${s//@(@(*[!a]|)!(*b[!a])|?([!a]*|a*)ab)?(?b+(?*[!a]))*(+([ab]a|[!a])+(a))/X}" "${s/#@(@(*[!a]|)!(*b[!a])|?([!a]*|a*)ab)?(?b+(?*[!a]))*(+([ab]a|[!a])+(a))/X}" "${s/%@(@(*[!a]|)!(*b[!a])|?([!a]*|a*)ab)?(?b+(?*[!a]))*(+([ab]a|[!a])+(a))/X}"; echo; done

#### removal and replacement random pattern 26: @(*+([ab][ab])|*@())!(b!([ab]|[ab])?|)
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do printf "[%s]" "$s" "${s#@(*+([ab][ab])|*@())!(b!([ab]|[ab])?|)}" "${s##@(*+([ab][ab])|*@())!(b!([ab]|[ab])?|)}" "${s%@(*+([ab][ab])|*@())!(b!([ab]|[ab])?|)}" "${s%%@(*+([ab][ab])|*@())!(b!([ab]|[ab])?|)}" "${s/@(*+([ab][ab])|*@())!(b!([ab]|[ab])?|)/X}" "${s//@(*+([ab][ab])|*@())!(b!([ab]|[ab])?|)/X}" "${s/#@(*+([ab][ab])|*@())!(b!([ab]|[ab])?|)/X}" "${s/%@(*+([ab][ab])|*@())!(b!([ab]|[ab])?|)/X}"; echo; done

#### removal and replacement random pattern 27: @(|[!a])
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do printf "[%s]" "$s" "${s#@(|[!a])}" "${s##@(|[!a])}" "${s%@(|[!a])}" "${s%%@(|[!a])}" "${s/@(|[!a])/X}" "${s//@(|[!a])/X}" "${s/#@(|[!a])/X}" "${s/%@(|[!a])/X}"; echo; done

#### removal and replacement random pattern 28: !([ab])
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do printf "[%s]" "$s" "${s#!([ab])}" "${s##!([ab])}" "${s%!([ab])}" "${s%%!([ab])}" "${s/!([ab])/X}" "${s//!([ab])/X}" "${s/#!([ab])/X}" "${s/%!([ab])/X}"; echo; done

#### removal and replacement random pattern 29: +(?(b[!a])|a)
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do printf "[%s]" "$s" "${s#+(?(b[!a])|a)}" "${s##+(?(b[!a])|a)}" "${s%+(?(b[!a])|a)}" "${s%%+(?(b[!a])|a)}" "${s/+(?(b[!a])|a)/X}" "${s//+(?(b[!a])|a)/X}" "${s/#+(?(b[!a])|a)/X}" "${s/%+(?(b[!a])|a)/X}"; echo; done

#### removal and replacement random pattern 30: *!(*([!a]|*ab))@(!(|ab)**(a[!a]))
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do printf "[%s]" "$s" "${s#*!(*([!a]|*ab))@(!(|ab)**(a[!a]))}" "${s##*!(*([!a]|*ab))@(!(|ab)**(a[!a]))}" "${s%*!(*([!a]|*ab))@(!(|ab)**(a[!a]))}" "${s%%*!(*([!a]|*ab))@(!(|ab)**(a[!a]))}" "${s/*!(*([!a]|*ab))@(!(|ab)**(a[!a]))/X}" "${s//*!(*([!a]|*ab))@(!(|ab)**(a[!a]))/X}" "${s/#*!(*([!a]|*ab))@(!(|ab)**(a[!a]))/X}" "${s/%*!(*([!a]|*ab))@(!(|ab)**(a[!a]))/X}"; echo; done

#### removal and replacement random pattern 31: +(|*)+(?(**))+(!(a[!a]|aa)@())
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do printf "[%s]" "$s" "${s#+(|*)+(?(**))+(!(a[!a]|aa)@())}" "${s##+(|*)+(?(**))+(!(a[!a]|aa)@())}" "${s%+(|*)+(?(**))+(!(a[!a]|aa)@())}" "${s%%+(|*)+(?(**))+(!(a[!a]|aa)@())}" "${s/+(|*)+(?(**))+(!(a[!a]|aa)@())/X}" "${s//+(|*)+(?(**))+(!(a[!a]|aa)@())/X}" "${s/#+(|*)+(?(**))+(!(a[!a]|aa)@())/X}" "${s/%+(|*)+(?(**))+(!(a[!a]|aa)@())/X}"; echo; done

#### removal and replacement random pattern 32: *(b+(*b)|?)*@(?(a[ab][!a]|[!a]a[ab])!(a)|*([!a]))
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do printf "[%s]" "$s" "${s#*(b+(*b)|?)*@(?(a[ab][!a]|[!a]a[ab])!(a)|*([!a]))}" "${s##*(b+(*b)|?)*@(?(a[ab][!a]|[!a]a[ab])!(a)|*([!a]))}" "${s%*(b+(*b)|?)*@(?(a[ab][!a]|[!a]a[ab])!(a)|*([!a]))}" "${s%%*(b+(*b)|?)*@(?(a[ab][!a]|[!a]a[ab])!(a)|*([!a]))}" "${s/*(b+(*b)|?)*@(?(a[ab][!a]|[!a]a[ab])!(a)|*([!a]))/X}" "${s//*(b+(*b)|?)*@(?(a[ab][!a]|[!a]a[ab])!(a)|*([!a]))/X}" "${s/#*(b+(*b)|?)*@(?(a[ab][!a]|[!a]a[ab])!(a)|*([!a]))/X}" "${s/%*(b+(*b)|?)*@(?(a[ab][!a]|[!a]a[ab])!(a)|*([!a]))/X}"; echo; done

#### removal and replacement random pattern 33: *(b)!(*?|a)+()
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do printf "[%s]" "$s" "${s#*(b)!(*?|a)+()}" "${s##*(b)!(*?|a)+()}" "${s%*(b)!(*?|a)+()}" "${s%%*(b)!(*?|a)+()}" "${s/*(b)!(*?|a)+()/X}" "${s//*(b)!(*?|a)+()/X}" "${s/#*(b)!(*?|a)+()/X}" "${s/%*(b)!(*?|a)+()/X}"; echo; done

#### removal and replacement random pattern 34: ?*@(a*([ab]aa|a?[ab])|?*+(|?ba))
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do printf "[%s]" "$s" "${s#?*@(a*([ab]aa|a?[ab])|?*+(|?ba))}" "${s##?*@(a*([ab]aa|a?[ab])|?*+(|?ba))}" "${s%?*@(a*([ab]aa|a?[ab])|?*+(|?ba))}" "${s%%?*@(a*([ab]aa|a?[ab])|?*+(|?ba))}" "${s/?*@(a*([ab]aa|a?[ab])|?*+(|?ba))/X}" "${s//?*@(a*([ab]aa|a?[ab])|?*+(|?ba))/X}" "${s/#?*@(a*([ab]aa|a?[ab])|?*+(|?ba))/X}" "${s/%?*@(a*([ab]aa|a?[ab])|?*+(|?ba))/X}"; echo; done

#### removal and replacement random pattern 35: @()*
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do printf "[%s]" "$s" "${s#@()*}" "${s##@()*}" "${s%@()*}" "${s%%@()*}" "${s/@()*/X}" "${s//@()*/X}" "${s/#@()*/X}" "${s/%@()*/X}"; echo; done

#### removal and replacement random pattern 36: !(+([!a]a[!a]|aa)|*+([!a][!a]*|)?(a|[ab][!a]?))
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do printf "[%s]" "$s" "${s#!(+([!a]a[!a]|aa)|*+([!a][!a]*|)?(a|[ab][!a]?))}" "${s##!(+([!a]a[!a]|aa)|*+([!a][!a]*|)?(a|[ab][!a]?))}" "${s%!(+([!a]a[!a]|aa)|*+([!a][!a]*|)?(a|[ab][!a]?))}" "${s%%!(+([!a]a[!a]|aa)|*+([!a][!a]*|)?(a|[ab][!a]?))}" "${s/!(+([!a]a[!a]|aa)|*+([!a][!a]*|)?(a|[ab][!a]?))/X}" "${s//!(+([!a]a[!a]|aa)|*+([!a][!a]*|)?(a|[ab][!a]?))/X}" "${s/#!(+([!a]a[!a]|aa)|*+([!a][!a]*|)?(a|[ab][!a]?))/X}" "${s/%!(+([!a]a[!a]|aa)|*+([!a][!a]*|)?(a|[ab][!a]?))/X}"; echo; done

#### removal and replacement random pattern 37: ?@(!(b[!a]?))?(*aa)
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do printf "[%s]" "$s" "${s#?@(!(b[!a]?))?(*aa)}" "${s##?@(!(b[!a]?))?(*aa)}" "${s%?@(!(b[!a]?))?(*aa)}" "${s%%?@(!(b[!a]?))?(*aa)}" "${s/?@(!(b[!a]?))?(*aa)/X}" "${s//?@(!(b[!a]?))?(*aa)/X}" "${s/#?@(!(b[!a]?))?(*aa)/X}" "${s/%?@(!(b[!a]?))?(*aa)/X}"; echo; done

#### removal and replacement random pattern 38: *(|*)@(!([!a][!a]|b?a)?(a[ab])|+(a|a?[!a])aa)!(@(|a*b)a)
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do printf "[%s]" "$s" "${s#*(|*)@(!([!a][!a]|b?a)?(a[ab])|+(a|a?[!a])aa)!(@(|a*b)a)}" "${s##*(|*)@(!([!a][!a]|b?a)?(a[ab])|+(a|a?[!a])aa)!(@(|a*b)a)}" "${s%*(|*)@(!([!a][!a]|b?a)?(a[ab])|+(a|a?[!a])aa)!(@(|a*b)a)}" "${s%%*(|*)@(!([!a][!a]|b?a)?(a[ab])|+(a|a?[!a])aa)!(@(|a*b)a)}" "${s/*(|*)@(!([!a][!a]|b?a)?(a[ab])|+(a|a?[!a])aa)!(@(|a*b)a)/X}" "${s//*(|*)@(!([!a][!a]|b?a)?(a[ab])|+(a|a?[!a])aa)!(@(|a*b)a)/X}" "${s/#*(|*)@(!([!a][!a]|b?a)?(a[ab])|+(a|a?[!a])aa)!(@(|a*b)a)/X}" "${s/%*(|*)@(!([!a][!a]|b?a)?(a[ab])|+(a|a?[!a])aa)!(@(|a*b)a)/X}"; echo; done

#### removal and replacement random pattern 39: ?(+()+([!a]?)|!([ab][ab]|?)[!a])*?@(b|)
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do printf "[%s]" "$s" "${s#?(+()+([!a]?)|!([ab][ab]|?)[!a])*?@(b|)}" "${s##?(+()+([!a]?)|!([ab][ab]|?)[!a])*?@(b|)}" "${s%?(+()+([!a]?)|!([ab][ab]|?)[!a])*?@(b|)}" "${s%%?(+()+([!a]?)|!([ab][ab]|?)[!a])*?@(b|)}" "${s/?(+()+([!a]?)|!([ab][ab]|?)[!a])*?@(b|)/X}" "${s//?(+()+([!a]?)|!([ab][ab]|?)[!a])*?@(b|)/X}" "${s/#?(+()+([!a]?)|!([ab][ab]|?)[!a])*?@(b|)/X}" "${s/%?(+()+([!a]?)|!([ab][ab]|?)[!a])*?@(b|)/X}"; echo; done

#### removal and replacement random pattern 40: *?@(?(b*a)|a)*
## args: -O extglob
for s in '' a b aa ab ba bb aaa aab abb bab abab; do printf "[%s]" "$s" "${s#*?@(?(b*a)|a)*}" "${s##*?@(?(b*a)|a)*}" "${s%*?@(?(b*a)|a)*}" "${s%%*?@(?(b*a)|a)*}" "${s/*?@(?(b*a)|a)*/X}" "${s//*?@(?(b*a)|a)*/X}" "${s/#*?@(?(b*a)|a)*/X}" "${s/%*?@(?(b*a)|a)*/X}"; echo; done

#### nocasematch random pattern 1: *!(A)a@(a|BB)
## args: -O extglob
shopt -s nocasematch
for s in '' a b aa ab ba bb aaa aab abb bab abab AB Ba BBA; do [[ $s == *!(A)a@(a|BB) ]] && r=1 || r=0; case $s in *!(A)a@(a|BB)) c=1;; *) c=0;; esac; echo "[$s] $r $c"; done

#### nocasematch random pattern 2: !(*B)
## args: -O extglob
shopt -s nocasematch
for s in '' a b aa ab ba bb aaa aab abb bab abab AB Ba BBA; do [[ $s == !(*B) ]] && r=1 || r=0; case $s in !(*B)) c=1;; *) c=0;; esac; echo "[$s] $r $c"; done

#### nocasematch random pattern 3: @(A|b)*!(a)
## args: -O extglob
shopt -s nocasematch
for s in '' a b aa ab ba bb aaa aab abb bab abab AB Ba BBA; do [[ $s == @(A|b)*!(a) ]] && r=1 || r=0; case $s in @(A|b)*!(a)) c=1;; *) c=0;; esac; echo "[$s] $r $c"; done

#### nocasematch random pattern 4: +(a|B)!(b)
## args: -O extglob
shopt -s nocasematch
for s in '' a b aa ab ba bb aaa aab abb bab abab AB Ba BBA; do [[ $s == +(a|B)!(b) ]] && r=1 || r=0; case $s in +(a|B)!(b)) c=1;; *) c=0;; esac; echo "[$s] $r $c"; done

#### nocasematch applies to replacement but not to removal or case modification
## args: -O extglob
x=aBcAbC
shopt -s nocasematch
echo "${x/b/-}" "${x//[b]/-}" "${x/#A/-}" "${x/%c/-}" "${x//@(b|C)/-}" "${x//!(*a*)/-}"
echo "${x#A}" "${x%%c}" "${x^^b}" "${x#@(A)}"
shopt -u nocasematch
echo "${x/b/-}" "${x//@(b|C)/-}"

#### nocasematch replacement loop 1: ?(A)b
## args: -O extglob
shopt -s nocasematch
for s in '' a b aa ab ba bb aaa aab abb bab abab AB Ba BBA; do printf "[%s]" "$s" "${s/?(A)b/X}" "${s//?(A)b/X}" "${s/#?(A)b/X}" "${s/%?(A)b/X}"; echo; done

#### nocasematch replacement loop 2: *(B)A
## args: -O extglob
shopt -s nocasematch
for s in '' a b aa ab ba bb aaa aab abb bab abab AB Ba BBA; do printf "[%s]" "$s" "${s/*(B)A/X}" "${s//*(B)A/X}" "${s/#*(B)A/X}" "${s/%*(B)A/X}"; echo; done

#### nocasematch replacement loop 3: @(ab|B)
## args: -O extglob
shopt -s nocasematch
for s in '' a b aa ab ba bb aaa aab abb bab abab AB Ba BBA; do printf "[%s]" "$s" "${s/@(ab|B)/X}" "${s//@(ab|B)/X}" "${s/#@(ab|B)/X}" "${s/%@(ab|B)/X}"; echo; done

#### nocasematch replacement loop 4: B*
## args: -O extglob
shopt -s nocasematch
for s in '' a b aa ab ba bb aaa aab abb bab abab AB Ba BBA; do printf "[%s]" "$s" "${s/B*/X}" "${s//B*/X}" "${s/#B*/X}" "${s/%B*/X}"; echo; done

#### pathname expansion: !( ) never matches a leading dot without dotglob
## args: -O extglob
## file: .ab
## file: .b
## file: a
## file: ab
## file: b
## file: ba
## file: Ab
echo !(a)
echo !(.ab)
echo .!(b)
echo @(.ab|b)
echo *!(b)
echo ?(.)*
echo !(*b)
echo +(.|a)*

#### pathname expansion with dotglob
## args: -O extglob
## file: .ab
## file: .b
## file: a
## file: ab
## file: b
## file: ba
## file: Ab
shopt -s dotglob
echo !(a)
echo !(.ab)
echo @(.ab|b)
echo *!(b)
echo !(*b)
echo *(.)b

#### pathname expansion with nocaseglob
## args: -O extglob
## file: .ab
## file: .b
## file: a
## file: ab
## file: b
## file: ba
## file: Ab
shopt -s nocaseglob
echo @(a)b
echo !(A*)
echo *!(B)

#### pathname expansion: groups in a directory component
## args: -O extglob
## file: d/x
## file: d/y
## file: e/x
## file: e/.x
## file: f/z
echo !(d)/*
echo @(d|e)/!(x)
echo */@(x|y)

#### GLOBIGNORE with extglob patterns
## args: -O extglob
## file: .ab
## file: .b
## file: a
## file: ab
## file: b
## file: ba
## file: Ab
GLOBIGNORE='!(a*)'
echo *
GLOBIGNORE='@(b|ab)'
echo *
GLOBIGNORE='*!(b)'
echo *

#### GLOBIGNORE patterns stop at a slash except for a final star
## args: -O extglob
## file: d/x
## file: d/y
## file: e/x
## file: f/z
GLOBIGNORE='*x'
echo */*
GLOBIGNORE='d*'
echo */*
GLOBIGNORE='?/x'
echo */*
GLOBIGNORE='@(d|e)/*'
echo */*
