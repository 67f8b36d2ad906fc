#include <cstdio>
#include <stdexcept>
#include <string>
#include <vector>
struct R { std::string n; R(const char *s) : n(s) {} ~R() { std::printf("~R %s\n", n.c_str()); } };
__attribute__((noinline)) int at(const std::vector<int> &v, size_t i) { R r("at"); return v.at(i); }
__attribute__((noinline)) std::string mk(int n) { R r("mk"); if (n < 0) throw std::invalid_argument("neg " + std::to_string(n)); return std::string(n, 'x'); }
int main() {
  std::vector<int> v{1, 2, 3};
  for (size_t i = 2; i < 5; i++) {
    try { std::printf("at %d\n", at(v, i)); }
    catch (const std::out_of_range &e) { std::printf("oor\n"); }
  }
  for (int n = 1; n > -2; n--) {
    try { std::string s = mk(n); std::printf("mk %s\n", s.c_str()); }
    catch (const std::exception &e) { std::printf("exc %s\n", e.what()); }
  }
  try { std::vector<std::string> vs; vs.push_back("a"); vs.push_back(mk(-5)); }
  catch (std::invalid_argument &e) { std::printf("ia %s\n", e.what()); }
  return 0;
}
