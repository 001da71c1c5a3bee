# sed e and s///e: commands run by the virtual shell, their output in or before the pattern space.

#### echo x | sed 'e echo hi'
echo x | sed 'e echo hi'

#### printf 'echo one\necho two\n' | sed 'e'
printf 'echo one\necho two\n' | sed 'e'

#### echo 'x' | sed 's/x/echo made/e'
echo 'x' | sed 's/x/echo made/e'

#### echo 'x' | sed -n 's/x/echo made/ep'
echo 'x' | sed -n 's/x/echo made/ep'

#### echo 'x' | sed -n 's/x/echo made/pe'
echo 'x' | sed -n 's/x/echo made/pe'

#### printf 'a\nb\n' | sed --debug '1e printf "[%s]" hi'
printf 'a\nb\n' | sed --debug '1e printf "[%s]" hi'

#### echo x | sed '1e exit 3'; echo "s=$?"
echo x | sed '1e exit 3'; echo "s=$?"
